import { mkdirSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { paths } from '../src/contract/routes'
import { ADDRESS, expectNoAxeViolations, logInAsSeller, openSellerPage, productNamed, registerShopper, uniqueEmail } from './support'

// A shopper buys a ₦25,000 gift card for a friend with a message and pays in the sandbox; the friend's message is in
// the outbox with its code; the friend pays part of an order with it and sees what is left in her wallet; the owner
// sees the card outstanding, then redeemed. Screenshots at the project's width, the printable card in print layout.

const SHOTS = '/tmp/shots-gift-cards'

/** The code in the message kept for `recipient`, read in the owner's outbox (its words show: no real provider here). */
async function codeSentTo(owner: Page, recipient: string): Promise<string> {
  let code = ''
  await expect
    .poll(async () => {
      const { messages } = (await (await owner.request.get('/api/seller/outbox?limit=50')).json()) as { messages: { recipient: string; event: string; text: string | null }[] }
      const sent = messages.find((message) => message.recipient === recipient && message.event === 'Gift card')
      code = /Your code: ([0-9A-Z-]{19})/.exec(sent?.text ?? '')?.[1] ?? ''
      return code
    })
    .not.toBe('')
  return code
}

/** The owner's row of this card in Cards sold. */
const cardRow = (owner: Page, recipient: string) => owner.getByRole('table', { name: 'Gift cards sold' }).getByRole('row').filter({ hasText: recipient })

test('a gift card bought for a friend reaches her with its code, pays part of her order, and the owner sees it outstanding then redeemed', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000)
  mkdirSync(SHOTS, { recursive: true })
  const width = testInfo.project.name === 'phone' ? 375 : 1440
  const friendEmail = uniqueEmail(testInfo, 'friend')
  const friendName = `Ngozi ${testInfo.project.name}`

  // The buyer: signed in, she fills the gift card form and pays on the sandbox's page.
  await registerShopper(page, testInfo, 'Chioma Eze')
  await page.goto(paths.giftCards)
  const form = page.getByRole('form', { name: 'Buy a gift card' })
  await form.getByLabel('Amount').selectOption({ label: '₦25,000' })
  await form.getByLabel('Her name').fill(friendName)
  await form.getByLabel('Her e-mail (optional)').fill(friendEmail)
  await form.getByLabel('Your message (optional)').fill('Happy birthday! A facial on me.')
  await expectNoAxeViolations(page, 'the gift card form')
  await page.screenshot({ path: `${SHOTS}/buy-${width}.png`, fullPage: true })
  await form.getByRole('button', { name: 'Pay for the gift card' }).click()
  await expect(page).toHaveURL(/\/api\/order\/paystack\/sandbox\?reference=/)
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page).toHaveURL(/\/gift-cards\?payment=paid$/)
  await expect(page.getByRole('status')).toContainText('The gift card is paid')

  // The owner: the friend's message is in the outbox with the code; the card is outstanding, all of it.
  const ownerContext = await browser.newContext({ viewport: page.viewportSize()! })
  const owner = await ownerContext.newPage()
  await logInAsSeller(owner)
  const code = await codeSentTo(owner, friendEmail)
  await openSellerPage(owner, 'Gift Cards')
  await expect(cardRow(owner, friendName)).toContainText('₦25,000')
  await expect(cardRow(owner, friendName)).toContainText('Live')
  await expectNoAxeViolations(owner, 'the owner’s gift cards')
  await owner.screenshot({ path: `${SHOTS}/owner-${width}.png`, fullPage: true })

  // The printable card the message links to, on screen and as it prints.
  const cardContext = await browser.newContext({ viewport: page.viewportSize()! })
  const card = await cardContext.newPage()
  await card.goto(`/api/gift-cards/card/${code.replace(/-/g, '')}`)
  await expect(card.getByRole('heading', { name: `A gift card for ${friendName}` })).toBeVisible()
  await expect(card.getByText(code)).toBeVisible()
  await expectNoAxeViolations(card, 'the printable gift card')
  await card.screenshot({ path: `${SHOTS}/card-${width}.png`, fullPage: true })
  await card.emulateMedia({ media: 'print' })
  await expect(card.getByText("To print it, use your browser's Print")).toBeHidden()
  await card.screenshot({ path: `${SHOTS}/card-print-${width}.png`, fullPage: true })
  await cardContext.close()

  // The friend: her own account, a product in her cart, ₦5,000 of it paid with the card at checkout.
  const friendContext = await browser.newContext({ viewport: page.viewportSize()! })
  const friend = await friendContext.newPage()
  await registerShopper(friend, testInfo, friendName)
  expect((await friend.request.post('/api/address/add', { data: { address: ADDRESS } })).status()).toBe(201)
  const serum = await productNamed(friend, 'Vitamin C Brightening Serum')
  await friend.goto(`/products/${serum.category.toLowerCase()}/${serum._id}`)
  await friend.getByRole('button', { name: 'Add to Cart' }).click()
  await friend.goto('/cart')
  const box = friend.getByRole('form', { name: 'Pay with a gift card' })
  await box.getByLabel('Gift card code').fill(code.toLowerCase())
  await box.getByLabel('Amount (₦)').fill('5000')
  await box.getByRole('button', { name: 'Use this card' }).click()
  await expect(friend.getByRole('list', { name: 'Gift cards used' })).toContainText(`Card ${code.slice(-4)}: −₦5,000`)
  await expectNoAxeViolations(friend, 'the cart with a gift card')
  await friend.screenshot({ path: `${SHOTS}/cart-${width}.png`, fullPage: true })
  await friend.getByRole('button', { name: 'Place Order' }).click()
  await expect(friend).toHaveURL(/\/my-orders$/)

  // Her wallet shows what is left.
  await friend.goto(paths.account)
  const wallet = friend.getByRole('list', { name: 'Your gift cards' })
  await expect(wallet.getByRole('listitem', { name: `Gift card ending ${code.slice(-4)}` })).toContainText('₦20,000 left')
  await expectNoAxeViolations(friend, 'her wallet in My Account')
  await friend.getByRole('region', { name: 'Your gift cards' }).screenshot({ path: `${SHOTS}/wallet-${width}.png` })

  // The owner sees it redeemed: ₦20,000 left of it.
  await owner.reload()
  await expect(cardRow(owner, friendName)).toContainText('₦20,000')
  // The owner's page fits the screen: its tables scroll inside their panels.
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  await owner.screenshot({ path: `${SHOTS}/owner-redeemed-${width}.png`, fullPage: true })

  // Her order tells the team what the card paid and what is left to collect on delivery.
  const [order] = ((await (await friend.request.get('/api/order/user')).json()) as { orders: { _id: string; amount: number }[] }).orders
  await owner.goto(paths.sellerOrder(order!._id))
  await expect(owner.getByRole('row', { name: /^Paid by gift cards/ })).toContainText('−₦5,000')
  await expect(owner.getByRole('row', { name: /^To collect/ })).toContainText(`₦${(order!.amount - 5_000).toLocaleString('en-NG')}`)
  await ownerContext.close()
  await friendContext.close()
})
