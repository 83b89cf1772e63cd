import { paths } from '../contract/routes'

export interface FooterGroup {
  title: string
  links: readonly { text: string; url: string }[]
}

export const footerGroups: readonly FooterGroup[] = [
  {
    title: 'Quick Links',
    links: [
      { text: 'Home', url: paths.home },
      { text: 'Best Sellers', url: paths.bestSellers },
      { text: 'Offers and Deals', url: paths.offers },
      { text: 'Contact Us', url: paths.contact },
      { text: 'FAQS', url: paths.faqs },
    ],
  },
  {
    title: 'Need help?',
    links: [
      { text: 'Delivery Information', url: paths.deliveryInformation },
      { text: 'Return and Refund Policy', url: paths.returnPolicy },
      { text: 'Payment Methods', url: paths.paymentMethods },
      { text: 'Track Order', url: paths.trackOrder },
      { text: 'Contact Us', url: paths.contact },
    ],
  },
]
