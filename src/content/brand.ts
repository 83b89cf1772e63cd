import { SHOP_CONTACT, SHOP_FOUNDER, SHOP_NAME } from '../contract/shop'

export const brand = {
  name: SHOP_NAME,
  tagline: 'Beauty products and salon care in Lagos',
  blurb:
    'Glow Beauty brings trusted skincare, hair, nail and fragrance essentials to your door within 24 hours, and books you into our Lekki salon for hair, nails, massage, facials and make-up.',
  phone: SHOP_CONTACT.phone,
  phoneHref: 'tel:+2348035550142',
  email: SHOP_CONTACT.email,
  address: `${SHOP_CONTACT.street}, ${SHOP_CONTACT.city}, ${SHOP_CONTACT.countryName}`,
  openingHours: SHOP_CONTACT.openingHours,
  ceo: {
    name: SHOP_FOUNDER,
    role: 'Founder and CEO',
    image: '/art/team/ceo.svg',
    bio: [
      'Adaeze trained as a cosmetologist in Lagos and London and opened Glow Beauty in 2016 with one chair and a shelf of products she trusted.',
      'Today the team serves thousands of clients a year, and every product on the shelf is one she would use herself.',
    ],
  },
  socials: [
    { name: 'Instagram', url: 'https://instagram.com/glowbeauty.ng' },
    { name: 'Facebook', url: 'https://facebook.com/glowbeauty.ng' },
    { name: 'X', url: 'https://x.com/glowbeautyng' },
    { name: 'TikTok', url: 'https://tiktok.com/@glowbeauty.ng' },
    { name: 'YouTube', url: 'https://youtube.com/@glowbeautyng' },
  ],
} as const

/**
 * A WhatsApp chat with the shop's number, `text` written in the message box (wa.me: no account or API on our
 * side; Nigerian shops confirm orders and appointments this way).
 */
export const whatsAppLink = (text: string) => `https://wa.me/${brand.phoneHref.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
