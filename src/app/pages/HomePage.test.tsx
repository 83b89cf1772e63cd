import { screen, within } from '@testing-library/react'
import { renderApp } from '../../test/render'

describe('the home page', () => {
  it('shows the eight sections in order', async () => {
    renderApp('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Hands you can trust, Savings you will love.' })).toBeInTheDocument()
    expect(document.title).toBe('Beauty products and salon booking | Glow Beauty')
    // Below the hero, the sections arrive in a chunk of their own.
    expect(await screen.findByRole('heading', { level: 2, name: 'Never Miss a Deal!' })).toBeInTheDocument()
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(sections.slice(0, 8)).toEqual([
      'Beauty care that feels personal',
      'Explore Our Beauty Services',
      'Shop by Category',
      'Best Sellers',
      'Why We Are The Best?',
      'What Our Clients Say',
      'Never Miss a Deal!',
      'Quick Links',
    ])
  })

  it('leads to booking and to the products from the hero and the about section', async () => {
    renderApp('/')
    const hero = await screen.findByRole('region', { name: 'Hands you can trust, Savings you will love.' })
    expect(within(hero).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/booking')
    expect(within(hero).getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/products')
    expect(within(hero).getByRole('link', { name: 'Explore Deals' })).toHaveAttribute('href', '/products')
    expect(within(hero).getByRole('link', { name: /Call to book/ })).toHaveAttribute('href', 'tel:+2348035550142')
    const about = await screen.findByRole('region', { name: 'Beauty care that feels personal' })
    expect(within(about).getByRole('link', { name: 'Read More about Glow Beauty' })).toHaveAttribute('href', '/about')
    expect(within(about).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/booking')
  })

  it('offers the four services: Book Now opens the wizard with the service chosen, one not booked online says Call to book', async () => {
    renderApp('/')
    const services = await screen.findByRole('region', { name: 'Explore Our Beauty Services' })
    // The salon's menu, read from the server: the services marked for the home page.
    expect((await within(services).findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent)).toEqual([
      'Facial Treatment',
      'Nail Art',
      'Massage Therapy',
      'Makeup Session',
    ])
    const bookings = within(services).getAllByRole('link', { name: 'Book Now' })
    expect(bookings.map((link) => link.getAttribute('href'))).toEqual(['/booking?service=facial', '/booking?service=makeup'])
    // Nail Art and Massage Therapy are shown, not booked online: the wizard could not offer them.
    const calls = within(services).getAllByRole('link', { name: /^Call to book/ })
    expect(calls.map((link) => [link.getAttribute('href'), link.getAttribute('aria-describedby')])).toEqual([
      ['tel:+2348035550142', 'service-nail-art'],
      ['tel:+2348035550142', 'service-massage'],
    ])
  })

  it('has seven category tiles leading to each lower-cased category', async () => {
    renderApp('/')
    const grid = await screen.findByRole('region', { name: 'Shop by Category' })
    const tiles = within(grid).getAllByRole('link')
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual([
      '/products/pomade',
      '/products/nails',
      '/products/effect',
      '/products/feet',
      '/products/skincare',
      '/products/hair',
      '/products/fragrance',
    ])
  })

  it('shows the first five in-stock products as Best Sellers', async () => {
    renderApp('/')
    const list = await screen.findByRole('list', { name: 'Best Sellers' })
    const cards = within(list).getAllByRole('article')
    expect(cards).toHaveLength(5)
    for (const card of cards) expect(within(card).getByRole('button', { name: /^Add .* to cart$/ })).toBeInTheDocument()
  })

  it('words the Best Sellers truthfully and links to the ranking by sales', async () => {
    renderApp('/')
    const section = await screen.findByRole('region', { name: 'Best Sellers' })
    // The first five in stock may include a product added a minute ago: no claim that customers reorder them.
    expect(section).not.toHaveTextContent(/again and again/i)
    expect(section).toHaveTextContent('A few of our products ready to deliver today.')
    expect(within(section).getByRole('link', { name: 'See all best sellers' })).toHaveAttribute('href', '/best-sellers')
  })

  it('explains why we are the best and quotes clients in a marquee', async () => {
    renderApp('/')
    const why = await screen.findByRole('region', { name: 'Why We Are The Best?' })
    expect(within(why).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Delivery within 24 hours',
      'Natural ingredients',
      'Best market prices',
      'Trusted by thousands',
    ])
    const reviews = screen.getByRole('region', { name: /Client reviews/ })
    // The second copy that closes the loop is hidden from assistive technology.
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(5)
  })
})

describe('the about page', () => {
  it('introduces the CEO and the four-person team', async () => {
    renderApp('/about')
    expect(await screen.findByRole('heading', { level: 2, name: 'Adaeze Okonkwo' })).toBeInTheDocument()
    expect(screen.getByText('Founder and CEO')).toBeInTheDocument()
    const team = screen.getByRole('region', { name: 'Meet the Team' })
    const roles = (await within(team).findAllByRole('listitem')).map((member) => within(member).getByRole('heading').textContent + ': ' + member.querySelector('p')?.textContent)
    // SPEC's four come first; other web tests add members of their own to the shared server.
    expect(roles.slice(0, 4)).toEqual([
      'Tolulope Adeyemi: Senior Hair Stylist',
      'Chidinma Eze: Massage Therapist',
      'Amaka Nwosu: Nail Technician',
      'Zainab Bello: Makeup Artist',
    ])
    expect(document.title).toBe('About us | Glow Beauty')
  })
})
