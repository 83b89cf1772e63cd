import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../test/render'
import { saveHelpPage, signInSeller } from '../../test/realServer'

describe('the help pages', () => {
  it('shows the FAQs as questions that open and close, by mouse or keyboard', async () => {
    const user = userEvent.setup()
    renderApp('/faqs')
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQs' })).toBeInTheDocument()
    const question = screen.getByRole('button', { name: 'Can I pay when my order arrives?' })
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!
    expect(question).toHaveAttribute('aria-expanded', 'false')
    expect(answer).not.toBeVisible()
    await user.click(question)
    expect(question).toHaveAttribute('aria-expanded', 'true')
    expect(answer).toBeVisible()
    expect(answer).toHaveTextContent('Cash On Delivery')
    question.focus()
    await user.keyboard('{Enter}')
    expect(question).toHaveAttribute('aria-expanded', 'false')
    expect(answer).not.toBeVisible()
  })

  it('shows what the owner wrote and saved in the seller area, previewed as she typed', async () => {
    const user = userEvent.setup()
    await signInSeller()
    const seller = renderApp('/seller/help-pages?page=delivery-information')
    const title = await screen.findByRole('textbox', { name: 'Title' })
    expect(title).toHaveValue('Delivery Information')
    const body = screen.getByRole('textbox', { name: 'Text' })
    await user.clear(body)
    await user.type(body, 'Riders leave **Lekki** at 9 am.')
    const preview = screen.getByRole('region', { name: /Preview/ })
    expect(await within(preview).findByText('Lekki', { selector: 'strong' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save Page' }))
    expect(await screen.findByText('Help page saved')).toBeInTheDocument()
    seller.unmount()

    renderApp('/delivery-information')
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery Information' })).toBeInTheDocument()
    expect(await screen.findByText('Lekki', { selector: 'strong' })).toBeInTheDocument()
    expect(screen.queryByText(/2 to 5 working days/)).not.toBeInTheDocument()
  })

  it('renders no script, event handler or javascript: link from what the owner saves', async () => {
    await signInSeller()
    const body = [
      'Refunds within 7 days. <script>window.hacked = true</script>',
      '<img src="x" onerror="window.hacked = true">',
      '<a href="javascript:window.hacked = true" onclick="window.hacked = true">Raw link</a> [Markdown link](javascript:window.hacked=true)',
      '<p onmouseover="window.hacked = true">Hover text</p>',
    ].join('\n\n')
    await saveHelpPage('return-and-refund-policy', 'Return and Refund Policy', body)
    renderApp('/return-and-refund-policy')
    expect(await screen.findByRole('heading', { level: 1, name: 'Return and Refund Policy' })).toBeInTheDocument()
    // The owner's text: the body between the heading and the page's own "More help" box.
    const text = (await screen.findByText(/Refunds within 7 days/)).parentElement!
    expect(within(text).getByText('Hover text')).toBeInTheDocument()
    expect(text.querySelectorAll('script, img, [onerror], [onclick], [onmouseover]')).toHaveLength(0)
    for (const link of text.querySelectorAll('a[href]')) expect(link.getAttribute('href')).not.toMatch(/javascript:/i)
    expect(screen.getByText('Raw link')).not.toHaveAttribute('href')
    expect(screen.getByText('Markdown link')).not.toHaveAttribute('href')
    expect((window as { hacked?: boolean }).hacked).toBeUndefined()
  })
})
