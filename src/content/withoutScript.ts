// What a page says where a control needs JavaScript and the browser runs none: the shop takes orders by phone too.

export const withoutScript = {
  cartHeading: 'Your cart needs JavaScript',
  cart: 'Turn JavaScript on to see your cart and order here, or call us to order:',
  order: 'To order without JavaScript, call us:',
} as const
