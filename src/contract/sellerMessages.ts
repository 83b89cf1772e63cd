// The seller area's texts, shown by its pages and said by the server's seller routes: apart from the
// shop's own messages, so the pages every shopper loads do not carry them.
import { MAX_PRODUCT_IMAGES, MAX_STOCK_COUNT, ORDER_SEARCH_MAX, PRODUCT_SEARCH_MAX } from './limits'
import { ORDER_STATUSES } from './types'

export const sellerMessages = {
  product: {
    nameRequired: 'Product name is required',
    categoryRequired: 'Please select a category',
    priceRequired: 'Price is required',
    offerPriceRequired: 'Offer price is required',
    pricePositive: 'Price must be more than 0',
    offerPriceTooHigh: 'Offer price cannot be more than the price',
    priceTooHigh: 'Price cannot be more than ₦10,000,000',
    priceKobo: 'Prices can have at most 2 decimal places',
    imageRequired: 'Please add at least one product image',
    added: 'Product added',
    saved: 'Product saved',
    stockUpdated: 'Stock updated',
    stockCount: `Quantity in stock must be a whole number from 0 to ${MAX_STOCK_COUNT.toLocaleString('en')}, or empty when you do not count it`,
    lowStockThreshold: `Low-stock alert must be a whole number from 0 to ${MAX_STOCK_COUNT.toLocaleString('en')}`,
    imageTooMany: `A product has at most ${MAX_PRODUCT_IMAGES} images`,
    imageUnknown: 'Keep only images of this product, or add new ones',
    imageUnused: 'Every uploaded image needs its place among the product’s images',
    /** The image store (the data directory or S3) refused a write: nothing was saved. */
    imageStoreDown: 'The images could not be stored just now, so nothing was saved. Please try again in a moment.',
    archived: 'Product archived: it is no longer in the shop',
    restored: 'Product restored to the shop',
    deleted: 'Product deleted',
    inOrders: 'This product is on past orders, so it cannot be deleted. Archive it instead: it leaves the shop and stays on those orders.',
    searchTooLong: `Search for at most ${PRODUCT_SEARCH_MAX} characters`,
    categoryUnknown: 'Please choose one of the shop’s categories',
    stockFilterUnknown: 'Stock must be all, in-stock, low, out-of-stock or archived',
    sortUnknown: 'Sort must be newest, oldest, name, price-asc or price-desc',
    cursorInvalid: 'after must be the nextCursor of the page before, with the same sort',
  },
  seller: {
    imageType: 'Please choose an image file',
    imageTooLarge: 'Each image must be 5 MB or smaller',
  },
  orderStatus: {
    orderIdRequired: 'Order id is required',
    statusInvalid: 'Please choose a valid order status',
    notFound: 'Order not found',
    moveRefused: 'That status change is not allowed for this order',
    changedMeanwhile: 'This order was changed meanwhile. Reload the orders and try again.',
    updated: 'Order status updated',
    markedPaid: 'Order marked as paid',
    notCash: 'Only cash on delivery orders are marked paid by hand',
    alreadyPaid: 'This order is already paid',
    cancelled: 'A cancelled order cannot be marked paid',
  },
  orderFilters: {
    unknown: (name: string) => `Unknown filter: ${name}. The orders can be filtered by q, status, paid, from, to and customer.`,
    status: `status must be one of: ${ORDER_STATUSES.join(', ')}.`,
    paid: 'paid must be yes or no.',
    date: (name: string) => `${name} must be a date written YYYY-MM-DD.`,
    range: 'The from date must be on or before the to date.',
    search: `The search must be at most ${ORDER_SEARCH_MAX} characters.`,
    customer: 'customer must be the id of a customer.',
    noMatch: 'No orders match these filters.',
  },
} as const
