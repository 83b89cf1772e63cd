import { expect, test } from '@playwright/test'
import { openDayFromToday } from '../fixtures/salonDays'
import { campaignWords, type CampaignPreview } from '../src/contract/campaigns'
import { formatNaira } from '../src/contract/money'
import { expectNoAxeViolations, logInAsSeller, openSellerPage } from './support'

// A client books and, apart from her booking's messages, agrees to news and offers; the owner writes a campaign on the
// Promotions page, sees how many clients it reaches and what it costs (the server's count, for everyone who agreed and
// for the clients lapsed 90 days), and schedules it for the lapsed ones at a time she chooses.

test('the owner writes a campaign to lapsed clients, sees its count and cost, and schedules it', async ({ page }, testInfo) => {
  test.setTimeout(60_000)
  const booked = await page.request.post('/api/booking', {
    data: {
      category: 'nails',
      preferredEmployee: 'any',
      date: openDayFromToday(6),
      startTime: testInfo.project.name === 'phone' ? '10:00' : '11:00',
      service: 'pedicure',
      fullName: 'Kemi Adeyemi',
      email: 'kemi@example.ng',
      phone: '0803 123 4567',
      paymentMethod: 'pay-on-visit',
      offers: true,
    },
  })
  expect(booked.status(), await booked.text()).toBe(201)

  await logInAsSeller(page)
  await openSellerPage(page, 'Promotions')
  const form = page.getByRole('region', { name: 'New campaign' })
  const estimate = form.getByTestId('campaign-estimate')
  const text = 'Braids and nails 20% off this week only. Book your visit now!'
  const expected = async (audience: string) => ((await (await page.request.post('/api/campaigns/preview', { data: { audience, text } })).json()) as { preview: CampaignPreview }).preview
  const shows = (preview: CampaignPreview) => `${preview.recipients === 1 ? '1 client' : `${preview.recipients} clients`} would get it`

  await form.getByLabel('Who gets it').selectOption({ label: 'Everyone who agreed to news and offers' })
  await form.getByLabel('Message').fill(text)
  const everyone = await expected('all')
  expect(everyone.recipients).toBeGreaterThanOrEqual(1)
  await expect(estimate).toContainText(shows(everyone))
  await expect(estimate).toContainText(`costs about ${formatNaira(everyone.cost)}`)

  await form.getByLabel('Who gets it').selectOption({ label: 'Clients not seen for 90 days' })
  const lapsed = await expected('lapsed')
  await expect(estimate).toContainText(shows(lapsed))
  await expect(estimate).toContainText(`costs about ${formatNaira(lapsed.cost)}`)

  await form.getByLabel('When').selectOption({ label: 'At a time I choose' })
  const sendAt = `${openDayFromToday(3)}T10:00`
  await form.getByLabel('Send at (Lagos time)').fill(sendAt)
  await expectNoAxeViolations(page, 'the campaign form with its estimate')
  await page.screenshot({ path: `/tmp/shots-campaigns/form-${testInfo.project.name}.png`, fullPage: true })
  await form.getByRole('button', { name: 'Schedule campaign' }).click()
  await expect(page.getByText(campaignWords.scheduled).first()).toBeVisible()

  const card = page.getByRole('listitem').filter({ hasText: text }).first()
  await expect(card).toContainText('Clients not seen for 90 days')
  await expect(card).toContainText('Scheduled')
  await expect(card.getByRole('button', { name: 'Cancel campaign' })).toBeVisible()
  await expectNoAxeViolations(page, 'the campaigns list')
  await page.screenshot({ path: `/tmp/shots-campaigns/list-${testInfo.project.name}.png`, fullPage: true })
})
