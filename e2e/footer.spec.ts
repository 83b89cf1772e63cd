import { expect, test } from '@playwright/test'
import { footerGroups } from '../src/content/marketing'
import { expectNoAxeViolations } from './support'

// Every footer link leads to the page its words name (issue 18); Home is checked by its address, its heading
// being the hero's headline.
const links = [...new Set(footerGroups.flatMap((group) => group.links.map((link) => link.text)))]

test('every footer link opens the page its words name, and the new pages have no axe violations', async ({ page }, testInfo) => {
  // Ten pages one after the other, and axe three times: more than one journey's time on a busy machine.
  test.slow()
  // axe once, at desktop width (Best Sellers is drawn as Offers and Deals is; the help pages as the FAQs are;
  // Track Order with its form's messages showing).
  const checksAxe = testInfo.project.name === 'desktop'
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  for (const text of links) {
    await page.getByRole('contentinfo').getByRole('link', { name: text, exact: true }).first().click()
    if (text === 'Home') await expect(page).toHaveURL(/\/$/)
    else await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${text}$`, 'i'))
    if (checksAxe && ['Offers and Deals', 'FAQS', 'Track Order'].includes(text)) {
      if (text === 'Track Order') {
        await page.getByRole('button', { name: 'Track order' }).click()
        await expect(page.getByRole('alert').first()).toBeVisible()
      } else if (text === 'FAQS') await page.getByRole('button', { name: 'Can I return a product?' }).click()
      else await expect(page.getByRole('list', { name: text }).getByRole('article').first()).toBeVisible()
      await expectNoAxeViolations(page, text)
    }
  }
})
