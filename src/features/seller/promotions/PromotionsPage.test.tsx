import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { promotionMessages } from '../../../contract/promotions'
import { fetchCatalogue, productNamed } from '../../../test/catalogue'
import { renderApp } from '../../../test/render'
import { addAddress, placeCashOrder, signInSeller, signUpShopper, uniqueSuffix } from '../../../test/realServer'

// The owner's Promotions page against the real server: a code made through the form, refused while a field is
// wrong, listed running with its uses once a shopper has ordered with it, then paused.

it('creates a 20 % code, lists it running with its one use, and pauses it', async () => {
  const user = userEvent.setup()
  await signInSeller()
  const page = renderApp('/seller/promotions')
  const form = await screen.findByRole('region', { name: 'New discount code' })
  const code = `P${uniqueSuffix()}`.toUpperCase()
  await user.type(within(form).getByLabelText('Code'), code.toLowerCase())
  await user.type(within(form).getByLabelText('Percent off'), '120')
  await user.click(within(form).getByRole('button', { name: 'Create code' }))
  expect(await within(form).findByText(promotionMessages.admin.percent)).toBeInTheDocument()
  expect(within(form).getByLabelText('Percent off')).toHaveAttribute('aria-invalid', 'true')

  await user.clear(within(form).getByLabelText('Percent off'))
  await user.type(within(form).getByLabelText('Percent off'), '20')
  await user.click(within(form).getByRole('button', { name: 'Create code' }))
  expect(await screen.findByText(promotionMessages.admin.created(code))).toBeInTheDocument()
  const card = await screen.findByRole('listitem', { name: code })
  expect(card).toHaveTextContent('Running')
  expect(card).toHaveTextContent('20% off the whole order · Online only')
  expect(within(card).getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', expect.stringContaining(encodeURIComponent(`Use code ${code} for 20% off`)))

  const polish = productNamed(await fetchCatalogue(), 'Ruby Red Gel Polish')
  await signUpShopper()
  const address = await addAddress()
  await placeCashOrder([{ product: polish._id, quantity: 1 }], address._id, code)
  await signInSeller()
  page.unmount()
  renderApp('/seller/promotions')
  const listed = await screen.findByRole('listitem', { name: code })
  await waitFor(() => expect(listed).toHaveTextContent('Uses: 1'))

  await user.click(within(listed).getByRole('button', { name: 'Pause' }))
  expect(await screen.findByText(promotionMessages.admin.paused(code))).toBeInTheDocument()
  await waitFor(() => expect(screen.getByRole('listitem', { name: code })).toHaveTextContent('Paused'))
})
