/** The shop's name, as its pages and its e-mails give it. */
export const SHOP_NAME = 'Glow Beauty'
