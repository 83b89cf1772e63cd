import { expect, test, type Page } from '@playwright/test'
import { addDays, shopDate } from '../src/contract/shopClock'
import { expectNoAxeViolations, logInAsSeller } from './support'

// A client finds no time that fits, joins the waiting list from the wizard; the desk sees her on its list; a
// cancellation frees the time, her offer link goes out (the owner's outbox holds it), and she takes the time.

const shot = (name: string) => (process.env.SHOTS ? { path: `${process.env.SHOTS}/${name}.png`, fullPage: true } : undefined)

/** What the owner makes through her own API: the answer's id (or its `key` object's). */
async function create(page: Page, url: string, data: object, key: string): Promise<string> {
  const response = await page.request.post(url, { data })
  expect(response.status(), await response.text()).toBe(201)
  const answer = (await response.json()) as Record<string, string | { id: string }>
  const made = answer[key]!
  return typeof made === 'string' ? made : made.id
}

test('a client on the waiting list receives the freed time and takes it', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000)
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`
  const stylist = `Halima Garba ${run}`
  const date = addDays(shopDate(), 10 + testInfo.project.name.length)

  // A stylist who works one hour a day, 10:00 to 11:00, every day; another client has that hour.
  await logInAsSeller(page)
  const category = await create(page, '/api/booking/seller/categories', { name: `Henna ${run}`, anyLabel: 'Any henna artist' }, 'category')
  const service = `Bridal Henna ${run}`
  await create(page, '/api/booking/seller/services', { categoryId: category, name: service, durationMinutes: 60, price: 12000 }, 'service')
  const member = await create(page, '/api/booking/seller/team', { name: stylist, role: 'Henna Artist', categories: [category], hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '10:00', end: '11:00' })) }, 'id')
  const services = (await (await page.request.get('/api/booking/salon')).json()) as { services: { id: string; name: string }[] }
  const serviceId = services.services.find((entry) => entry.name === service)!.id
  const taken = await page.request.post('/api/booking', {
    data: { category, preferredEmployee: member, date, startTime: '10:00', service: serviceId, fullName: 'Bisi Cole', email: 'bisi@example.ng', phone: '08035550199', paymentMethod: 'pay-on-visit' },
  })
  expect(taken.status(), await taken.text()).toBe(201)
  const { manageToken } = (await taken.json()) as { manageToken: string }

  // The client, in a browser of her own, finds nothing free and joins the waiting list.
  const clientContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
  const client = await clientContext.newPage()
  await client.goto('/booking')
  await client.getByLabel('Category').selectOption({ label: `Henna ${run}` })
  await client.getByLabel('Preferred employee').selectOption({ label: stylist })
  await client.getByLabel('Date').fill(date)
  await client.getByRole('button', { name: 'Join the waiting list' }).click()
  const form = client.getByRole('form', { name: 'Join the waiting list' })
  await expect(form.getByLabel('Service')).toHaveValue(serviceId)
  await expect(form.getByLabel('With')).toHaveValue(member)
  await form.getByLabel('From time').selectOption('09:00')
  await form.getByLabel('Until time').selectOption('12:00')
  const email = `hauwa+${run}@example.ng`
  await form.getByLabel('Full name').fill('Hauwa Bello')
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await form.getByLabel('Phone').fill('08035550177')
  await expectNoAxeViolations(client, 'the waiting-list form')
  const wizard = shot(`waitlist-form-${testInfo.project.name}`)
  if (wizard) await client.screenshot(wizard)
  await form.getByRole('button', { name: 'Join the waiting list' }).click()
  await expect(client.getByRole('status')).toContainText('You are on the waiting list')

  // The desk sees her on the list.
  await page.goto('/seller/bookings')
  const entry = page.getByRole('region', { name: 'Waiting list' }).getByRole('listitem').filter({ hasText: 'Hauwa Bello' }).filter({ hasText: service })
  await expect(entry).toContainText('Waiting')
  await expectNoAxeViolations(page, 'the desk’s waiting list')
  const desk = shot(`waitlist-desk-${testInfo.project.name}`)
  if (desk) await page.getByRole('region', { name: 'Waiting list' }).screenshot({ path: desk.path })

  // The other client cancels: the freed hour is offered to Hauwa by e-mail (the outbox holds it).
  expect((await page.request.post(`/api/booking/manage/${manageToken}/cancel`)).status()).toBe(200)
  await page.goto('/seller/outbox')
  const card = page.getByRole('listitem').filter({ hasText: `To ${email}` }).filter({ hasText: 'A time has freed up' })
  await card.getByText('Show message').click()
  const link = /http\S+\/booking\?offer=\S+/.exec(await card.locator('pre').innerText())![0]

  await client.goto(link)
  const offer = client.getByRole('region', { name: 'Your offer' })
  await expect(offer).toContainText(stylist)
  await expect(offer).toContainText('10:00')
  await expectNoAxeViolations(client, 'the offer page')
  const offered = shot(`waitlist-offer-${testInfo.project.name}`)
  if (offered) await client.screenshot(offered)
  await offer.getByRole('radio', { name: /Pay on visit/ }).check()
  await offer.getByRole('button', { name: 'Take this time' }).click()
  await expect(client.getByRole('status')).toContainText('The time is yours!')
  await client.getByRole('link', { name: 'See my booking' }).click()
  await expect(client.getByRole('region', { name: 'Your booking' })).toContainText('10:00 to 11:00')

  // Her entry on the desk's list is booked now.
  await page.goto('/seller/bookings')
  await expect(entry).toContainText('Booked')
  await clientContext.close()
})
