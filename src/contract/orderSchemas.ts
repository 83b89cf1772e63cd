import * as yup from 'yup'
import { DELIVERY_METHODS } from './delivery'
import { pickupPhone } from './deliverySchemas'
import { giftCardPaymentsField } from './giftCards'
import { MAX_CART_LINES, TEXT_MAX } from './limits'
import { messages as m } from './messages'
import { codeField } from './promotionSchemas'
import { quantity } from './schemas'

// The order the server is asked to place or price. Apart from schemas.ts: what a checkout may carry (a discount code,
// gift cards, a collection's phone) is the server's to read, and the browser's login and address forms, which import
// schemas.ts, need none of it in their chunks.

const PRODUCT_ID = 'Each item needs a product id.'

/** POST /api/order/cod and /api/order/paystack: products, quantities and the address id; prices are the server's. */
export const placeOrderSchema = yup.object({
  items: yup
    .array(
      yup
        .object({ product: yup.string().strict().typeError(PRODUCT_ID).required(PRODUCT_ID), quantity })
        .noUnknown(true, ({ unknown }) => `Unknown item field: ${unknown}`)
        .typeError('Each item must be an object of product and quantity.'),
    )
    .typeError('items must be a list of products and quantities.')
    .required(m.cart.empty)
    .min(1, m.cart.empty)
    .max(MAX_CART_LINES, m.checkout.tooManyLines),
  // Collected at the salon, an order needs no address: only a phone to call when it is ready.
  address: yup
    .string()
    .strict()
    .typeError(m.checkout.selectAddress)
    .when('delivery', { is: 'pickup', then: (address) => address.optional(), otherwise: (address) => address.required(m.checkout.selectAddress) }),
  delivery: yup.string().strict().oneOf(DELIVERY_METHODS, 'delivery must be delivery or pickup').optional(),
  phone: yup.string().when('delivery', { is: 'pickup', then: () => pickupPhone, otherwise: (phone) => phone.strict().max(TEXT_MAX).optional() }),
  // One discount code per order, as typed (case and spaces forgiven).
  code: codeField.optional(),
  // SPEC §7 sends the user id too: accepted and ignored, the buyer is the session's user.
  userId: yup.mixed().optional(),
  /** Gift cards paying part of it (or all, on delivery): each card's code and the naira taken from it. */
  giftCards: giftCardPaymentsField,
})

/** POST /api/order/quote: the cart's figures, before an address is chosen too. */
export const orderQuoteSchema = placeOrderSchema.shape({ address: yup.string().strict().max(TEXT_MAX).optional(), phone: yup.string().strict().max(TEXT_MAX).optional() })
