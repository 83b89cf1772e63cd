// The home page's selling points and testimonials: only its lazy sections read them, so they stay out of
// the first bundle (the footer's links, in marketing.ts, are in it).

export interface SellingPoint {
  icon: 'truck' | 'leaf' | 'tag' | 'heart'
  title: string
  description: string
}

export const sellingPoints: readonly SellingPoint[] = [
  { icon: 'truck', title: 'Delivery within 24 hours', description: 'Order before 6 pm and your beauty essentials reach you by tomorrow anywhere in Lagos; other states in 2 to 5 working days.' },
  { icon: 'leaf', title: 'Natural ingredients', description: 'Shea butter, black soap, aloe and essential oils: formulas that are kind to your skin and hair.' },
  { icon: 'tag', title: 'Best market prices', description: 'Fair prices every day and real offers, with no hidden delivery charges.' },
  { icon: 'heart', title: 'Trusted by thousands', description: 'Thousands of happy customers and salon clients come back to us every month.' },
]

export interface Testimonial {
  name: string
  title: string
  quote: string
  image: string
  rating: 1 | 2 | 3 | 4 | 5
}

export const testimonials: readonly Testimonial[] = [
  { name: 'Funmilayo A.', title: 'Bride, Ikoyi', quote: 'Zainab did my bridal make-up and it stayed perfect from the church to the last dance.', image: '/art/people/funmi.svg', rating: 5 },
  { name: 'Kelechi O.', title: 'Regular customer', quote: 'My shea body butter arrived the next morning, well packed and cheaper than the mall.', image: '/art/people/kelechi.svg', rating: 5 },
  { name: 'Halima S.', title: 'Salon client', quote: 'The deep-tissue massage with Chidinma is the best hour of my month.', image: '/art/people/halima.svg', rating: 5 },
  { name: 'Tobi F.', title: 'Nail art lover', quote: 'Amaka paints tiny works of art. My gel nails lasted three full weeks.', image: '/art/people/tobi.svg', rating: 4 },
  { name: 'Ngozi E.', title: 'Mother of two', quote: 'Pay on delivery makes ordering easy, and the products are always genuine.', image: '/art/people/ngozi.svg', rating: 5 },
]
