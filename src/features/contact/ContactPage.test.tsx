import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { apiUrl } from '../../shared/env'
import { brand } from '../../content/brand'
import { renderApp, settled } from '../../test/render'
import { sellerInbox, signInSeller } from '../../test/realServer'

// Only odd answers are simulated; everything else reaches the real shop server.
const network = setupServer()
beforeAll(() => network.listen({ onUnhandledRequest: 'bypass' }))
afterEach(() => network.resetHandlers())
afterAll(() => network.close())

const field = (label: string) => screen.getByLabelText(label)

async function fillIn() {
  await userEvent.type(field('Name'), '  Bola Ade ')
  await userEvent.type(field('Email'), 'bola@example.ng')
  await userEvent.type(field('Subject'), 'Bridal make-up')
  await userEvent.type(field('Message'), 'Do you travel to Ibadan?')
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send message' }))

describe('the contact page', () => {
  it('shows how to reach the salon, an offline map and the 24-hour promise', async () => {
    renderApp('/contact')
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument()
    // The shop's header and footer show the phone too: look in the page itself.
    const page = within(screen.getByRole('main'))
    expect(page.getByRole('link', { name: brand.phone })).toHaveAttribute('href', brand.phoneHref)
    expect(page.getByRole('link', { name: brand.email })).toHaveAttribute('href', `mailto:${brand.email}`)
    expect(page.getByText(brand.address)).toBeInTheDocument()
    expect(page.getByText(/within 24 hours/)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: /Map showing Glow Beauty/ })).toHaveAttribute('src', '/art/map.svg')
  })

  it('lists every problem in one line under the form, and toasts a missing name', async () => {
    renderApp('/contact')
    await userEvent.type(await screen.findByLabelText('Name'), '   ')
    // An @ and text on both sides, but no domain a message could reach.
    await userEvent.type(field('Email'), 'funmi@nowhere')
    await send()
    expect(await screen.findByText('Name is required! Please enter a valid email address! Subject is required! Message is required!')).toBeInTheDocument()
    expect(await screen.findByText('Name is required!')).toBeInTheDocument()
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true')

    await userEvent.type(field('Subject'), 'Hello')
    expect(await screen.findByText('Name is required! Please enter a valid email address! Message is required!')).toBeInTheDocument()
  })

  it('sends the message to the shop and clears the fields', async () => {
    const { store } = renderApp('/contact')
    await screen.findByLabelText('Name')
    await fillIn()
    const question = `Do you travel to Ibadan on ${Date.now()}?`
    await userEvent.clear(field('Message'))
    await userEvent.type(field('Message'), question)
    await send()
    expect(await screen.findByText('Form submitted successfully')).toBeInTheDocument()
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(field(label)).toHaveValue('')
    // The owner's inbox has it.
    await settled(store)
    await signInSeller()
    expect(await sellerInbox()).toContainEqual(expect.objectContaining({ name: 'Bola Ade', email: 'bola@example.ng', message: question }))
  })

  it('keeps what she typed while she looks at another page', async () => {
    const { router } = renderApp('/contact')
    await userEvent.type(await screen.findByLabelText('Subject'), 'Bridal make-up')
    // The router's move is the test's own doing: inside act, as a click on a link would be.
    await act(() => router.navigate('/about'))
    await waitFor(() => expect(screen.queryByLabelText('Subject')).not.toBeInTheDocument())
    await act(() => router.navigate('/contact'))
    expect(await screen.findByLabelText('Subject')).toHaveValue('Bridal make-up')
  })

  it('says the submission failed when the form service refuses it, and keeps the fields', async () => {
    network.use(http.post(`${apiUrl}/api/contact`, () => HttpResponse.json({ success: false }, { status: 500 })))
    renderApp('/contact')
    await screen.findByLabelText('Name')
    await fillIn()
    await send()
    expect(await screen.findByText('Form submission failed. Please try again.')).toBeInTheDocument()
    expect(field('Subject')).toHaveValue('Bridal make-up')
  })

  it('says an error occurred when the network fails', async () => {
    network.use(http.post(`${apiUrl}/api/contact`, () => HttpResponse.error()))
    renderApp('/contact')
    await screen.findByLabelText('Name')
    await fillIn()
    await send()
    expect(await screen.findByText('An error occurred. Please try again later.')).toBeInTheDocument()
    expect(field('Message')).toHaveValue('Do you travel to Ibadan?')
  })
})
