// Every text the browser and the server both show, once (SPEC §5, §8); the booking wizard's are in bookingMessages.ts
// (this module ships with the home page, the wizard's texts only with the booking page).
import { MAX_CART_LINES, MAX_CART_QUANTITY } from './limits'
import { cartToasts } from './cartToasts'

/** What the product page, the receipt and the packing slip print before a product's NAFDAC registration number. */
export const NAFDAC_LABEL = 'NAFDAC Reg. No.'

export const messages = {
  product: {
    notFound: 'Product not found',
    fewLeft: (left: number) => `Only ${left} left`,
    allInCart: (left: number) => `All ${left} left are in your cart`,
  },
  auth: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Enter a valid email',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 8 characters',
    accountCreated: 'Account created',
    emailTaken: 'An account with this email already exists. Please log in.',
    loggedIn: 'Logged in',
    badLogin: 'Invalid email or password',
    loggedOut: 'Logged out',
    loggedOutEverywhere: 'Logged out on every device',
    loginRequired: 'Please log in to continue.',
    sellerLoginRequired: 'Please log in as the seller to continue.',
    sellerOnly: 'This is for the seller only.',
  },
  address: {
    firstName: 'First name is required',
    lastName: 'Last name is required',
    email: 'Email is required',
    emailInvalid: 'Enter a valid email',
    street: 'Street is required',
    city: 'City is required',
    state: 'State is required',
    zipcode: 'Zip code is required',
    country: 'Country is required',
    phone: 'Phone number is required',
    phoneInvalid: 'Enter a valid phone number',
    added: 'Address added',
  },
  checkout: {
    selectAddress: 'Please select an address',
    loginRequired: 'You need to login or register',
    noAddress: 'No address found',
    unavailable: 'Some products in your cart are no longer available. Remove them to place your order.',
    unknownAddress: 'Address not found. Please choose one of your addresses.',
    priceChanged: (name: string) => `The price of ${name} changed just now. Please check your cart and place your order again.`,
    changedMeanwhile: 'Something in your order changed just now. Please place your order again.',
    tooManyLines: `An order holds at most ${MAX_CART_LINES} different products.`,
    redirectingToPayment: 'Redirecting to payment',
  },
  contact: {
    name: 'Name is required!',
    email: 'Please enter a valid email address!',
    subject: 'Subject is required!',
    message: 'Message is required!',
    failed: 'Form submission failed. Please try again.',
    networkError: 'An error occurred. Please try again later.',
    sent: 'Form submitted successfully',
  },
  newsletter: {
    emailRequired: 'Email is required',
    emailInvalid: 'Enter a valid email',
    subscribed: 'Thank you for subscribing!',
    alreadySubscribed: 'You are already subscribed.',
  },
  /** The shop's database is out of reach for a moment (503, with Retry-After). */
  unavailable: 'The shop cannot answer right now. Please try again in a few seconds.',
  empty: {
    search: 'Your search doesn’t match any products.',
    category: 'No products found in this category.',
    orders: 'You have no orders yet.',
  },
  cart: {
    ...cartToasts,
    quantity: `Quantities must be whole numbers from 1 to ${MAX_CART_QUANTITY}.`,
    empty: 'Your cart is empty',
    unknownProduct: (id: string) => `Product ${id} is not in the shop any more. Please remove it from your cart.`,
    outOfStock: (name: string) => `${name} is out of stock. Please remove it from your cart.`,
    fewLeft: (name: string, left: number) => `Only ${left} of ${name} left in stock. Please lower the quantity in your cart.`,
    noLongerSold: 'No longer sold',
    noLongerSoldNamed: (name: string) => `${name} is no longer sold. Please remove it from your cart.`,
    tooManyLines: `A cart holds at most ${MAX_CART_LINES} different products.`,
  },
  orders: {
    placed: 'Order placed successfully!',
    failed: 'Failed to complete order',
  },
} as const
