/** The shop's name, as its pages and its e-mails give it. */
export const SHOP_NAME = 'Glow Beauty'

/** Who founded the shop, as the about page names her: the first owner account's name unless SELLER_NAME says another. */
export const SHOP_FOUNDER = 'Adaeze Okonkwo'

/** How to reach the shop and its salon: the footer, the contact page and search engines give the same. */
export const SHOP_CONTACT = {
  phone: '+234 803 555 0142',
  email: 'hello@glowbeauty.ng',
  street: '14 Admiralty Way, Lekki Phase 1',
  city: 'Lagos',
  /** ISO 3166 country code. */
  country: 'NG',
  countryName: 'Nigeria',
  /** When the salon is open (and orders can be collected there, unless the owner says otherwise). */
  openingHours: 'Monday to Saturday, 8:00 to 18:00',
} as const
