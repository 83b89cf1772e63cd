import { expect, test } from '@playwright/test'
import { openDayFromToday } from '../fixtures/salonDays'
import { expectNoAxeViolations, logInAsSeller, openSellerPage, uniqueEmail } from './support'

// The salon's team: the owner invites a receptionist, who sets her password from the link in the outbox, logs in,
// moves a booking and sees no revenue; the owner sees the move under her name.

test('the owner invites a receptionist, who moves a booking; the owner sees it was her', async ({ page, browser, isMobile }, testInfo) => {
  // Three logins, an invitation, a move and three axe scans: 25 s on an idle machine, over 30 s on a busy CI runner.
  test.setTimeout(90_000)
  const date = openDayFromToday(isMobile ? 11 : 12)
  const booked = await page.request.post('/api/booking', {
    data: { category: 'hair', preferredEmployee: 'tolu', date, startTime: '10:00', service: 'makeup', fullName: `Kemi ${testInfo.project.name}`, email: 'kemi@example.ng', phone: '08031234567', paymentMethod: 'pay-on-visit' },
  })
  expect(booked.status(), await booked.text()).toBe(201)
  const { reference } = (await booked.json()).booking as { reference: string }
  const name = `Bisi ${testInfo.project.name}`
  const email = uniqueEmail(testInfo, 'frontdesk')

  await logInAsSeller(page)
  await openSellerPage(page, 'Team Accounts')
  await page.getByRole('button', { name: 'Invite a team member' }).click()
  const invite = page.getByRole('dialog')
  await invite.getByLabel('Name').fill(name)
  await invite.getByLabel('Email').fill(email)
  await invite.getByLabel('Role').selectOption('front-desk')
  await expectNoAxeViolations(page, 'the invitation dialog')
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: email })).toContainText('Invited')
  await expectNoAxeViolations(page, 'the team accounts')
  await page.getByRole('button', { name: 'Ask everyone for a new password' }).click()
  await expect(page.getByRole('dialog', { name: 'New passwords for the team' })).toBeVisible()
  await expectNoAxeViolations(page, 'the question before new passwords for everyone')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // No SMTP server: the invitation waits in the outbox, where the owner reads its link.
  await openSellerPage(page, 'Outbox')
  const mail = page.getByRole('listitem').filter({ hasText: email })
  await mail.getByText('Show message').click()
  const link = /http\S+join-team\?invitation=[\w-]+/.exec((await mail.locator('pre').textContent()) ?? '')![0]

  const receptionist = await browser.newContext({ viewport: page.viewportSize()!, isMobile, hasTouch: isMobile })
  const desk = await receptionist.newPage()
  await desk.goto(new URL(link).pathname + new URL(link).search)
  // The page says whom it invites, where and as what; her password set, she is in.
  await expect(desk.getByText(`${name}, you are invited to the Glow Beauty team as Front desk.`)).toBeVisible()
  await expect(desk.getByText(email)).toBeVisible()
  await desk.getByLabel('Password', { exact: true }).fill('front-desk-pass')
  await desk.getByLabel('Password again').fill('front-desk-pass')
  await expectNoAxeViolations(desk, 'the join page')
  await desk.getByRole('button', { name: 'Set my password' }).click()
  await expect(desk.getByText('Your password is set: welcome to the team.')).toBeVisible()
  await expect(desk.getByText(`Hi! ${name}`)).toBeVisible()
  await expect(desk.getByRole('heading', { name: 'Orders List' })).toBeVisible()
  await expect(desk.getByRole('link', { name: 'Dashboard' })).toHaveCount(0)
  await expect(desk.getByText(/revenue/i)).toHaveCount(0)
  await openSellerPage(desk, 'My Password')
  await expect(desk.getByRole('heading', { name: 'My Password' })).toBeVisible()
  await expectNoAxeViolations(desk, 'her password page')

  await openSellerPage(desk, 'Bookings')
  await desk.getByLabel('Date', { exact: true }).fill(date)
  await desk.getByRole('group', { name: 'Tolulope Adeyemi' }).getByRole('button', { name: new RegExp(`Kemi ${testInfo.project.name}`) }).click()
  const dialog = desk.getByRole('dialog')
  await dialog.getByLabel('With').selectOption('zainab')
  await dialog.getByLabel('New start time').selectOption('15:00')
  await dialog.getByRole('button', { name: 'Move booking' }).click()
  await expect(desk.getByRole('group', { name: 'Zainab Bello' }).getByRole('button', { name: new RegExp(`Kemi ${testInfo.project.name}`) })).toContainText('15:00')
  await receptionist.close()

  await openSellerPage(page, 'Activity')
  const entry = page.getByRole('listitem').filter({ hasText: `Booking ${reference} moved to ${date} 15:00 with Zainab Bello` })
  await expect(entry).toContainText(`by ${name} (Front desk)`)
  await expectNoAxeViolations(page, 'the activity list')
})
