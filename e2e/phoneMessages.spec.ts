import { expect, test } from '@playwright/test'
import { openDayFromToday } from '../fixtures/salonDays'
import { e2ePort, phoneStandInControl } from './standInPorts'
import { expectNoAxeViolations, logInAsSeller } from './support'

const control = phoneStandInControl(e2ePort)

interface Received {
  whatsapp: { id: string; body: { to: string; template: { name: string; components: { parameters: { text: string }[] }[] } } }[]
}

test('a client books choosing WhatsApp; the stand-in gets her confirmation with her manage link; the owner sees it delivered', async ({ page, request }, testInfo) => {
  const date = openDayFromToday(20 + testInfo.project.name.length)
  await page.goto('/booking')
  await page.getByLabel('Category').selectOption('massage')
  await page.getByLabel('Preferred employee').selectOption({ label: 'Chidinma Eze' })
  await page.getByLabel('Date').fill(date)
  await page.getByRole('radio', { name: '14:00' }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('radio', { name: /Facial Treatment/ }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Full name').fill(`Ngozi ${testInfo.project.name}`)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ngozi@example.ng')
  await page.getByLabel('Phone').fill('0803 123 4567')
  await page.getByRole('checkbox', { name: /Send me messages about my bookings and orders by WhatsApp or SMS/ }).check()
  await page.getByRole('radio', { name: 'WhatsApp' }).check()
  await expectNoAxeViolations(page, 'the Details step with phone messages chosen')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('radio', { name: /Pay on visit/ }).check()
  await page.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(page.getByText('Thank you! Your booking has been received.')).toBeVisible()
  const manageHref = await page.getByRole('link', { name: 'Cancel or reschedule your booking' }).getAttribute('href')

  // The WhatsApp stand-in got the approved template, to her number, with her own manage link.
  let messageId = ''
  await expect
    .poll(async () => {
      const received = (await (await request.get(`${control}/received`)).json()) as Received
      const mine = received.whatsapp.find((message) => message.body.template.components[0]!.parameters.some((param) => param.text.endsWith(manageHref!)))
      messageId = mine?.id ?? ''
      return mine && { to: mine.body.to, template: mine.body.template.name }
    })
    .toEqual({ to: '2348031234567', template: 'glow_booking_confirmed' })

  // The stand-in reports it delivered, signed as Meta signs; the owner's outbox shows it.
  expect((await (await request.post(`${control}/report?channel=whatsapp&id=${encodeURIComponent(messageId)}&status=delivered`)).json()).shopAnswered).toBe(200)
  await logInAsSeller(page)
  await page.goto('/seller/outbox')
  const card = page.getByRole('listitem').filter({ hasText: 'WhatsApp' }).filter({ hasText: '+2348031234567' }).filter({ hasText: 'Booking made' }).first()
  await expect(card.getByText('Delivered', { exact: true })).toBeVisible()
  await card.getByText('Show message').click()
  await expect(card.getByText(manageHref!, { exact: false })).toBeVisible()
  await page.getByText('Phone messages and bank transfer settings').click()
  await expect(page.getByLabel('Account number')).toBeVisible()
  await expectNoAxeViolations(page, 'the outbox with its settings open')
})
