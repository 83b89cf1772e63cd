import type { HelpSlug } from '../../../src/contract/help'

// The help pages a new shop opens with: the owner edits them in the seller area (Help pages). Written for
// the Lagos shop as it runs: Lagos in 24 hours, other states in 2 to 5 working days, cash on delivery or
// Paystack, the 2 % tax of the cart and no delivery charge on top.

export const defaultHelpPages: Record<HelpSlug, { title: string; body: string }> = {
  faqs: {
    title: 'FAQs',
    body: `Answers to what shoppers ask us most. Still unsure? Call or WhatsApp us on +234 803 555 0142 (Monday to Saturday, 8:00 to 18:00) or write to hello@glowbeauty.ng.

## How fast will my order arrive?

Within Lagos, orders placed before 6 pm arrive **within 24 hours**; orders placed later or on Sunday leave the next morning. Orders to every other state arrive in **2 to 5 working days**. See [Delivery Information](/delivery-information) for the details.

## Can I pay when my order arrives?

Yes. Choose **Cash On Delivery** at checkout and pay the rider in cash or by bank transfer when your parcel is in your hands. Please have the exact amount ready if you can.

## Which other ways can I pay?

You can pay online through **Paystack** with a Visa, Mastercard or Verve card, a bank transfer or USSD. See [Payment Methods](/payment-methods).

## Are your products genuine?

Every product comes from the brand or its authorised Nigerian distributor, sealed, with its batch number and expiry date. We never sell grey-market or repacked products.

## Can I return a product?

Yes: unopened products in their original seal can be returned **within 7 days** of delivery. Read our [Return and Refund Policy](/return-and-refund-policy) for how it works.

## How do I know which product suits my skin?

Each product page lists what it does and who it is for. If you are still unsure, our beauty advisers answer on WhatsApp, or book a skin consultation in our Lekki salon.

## Can I change or cancel my order?

Call us as soon as possible. We can change or cancel an order until it leaves our store; an order already on its way can be refused at the door or returned unopened within 7 days.

## Do you deliver outside Nigeria?

Not yet. We deliver to all 36 states and the FCT.`,
  },
  'delivery-information': {
    title: 'Delivery Information',
    body: `We pack every order in our Lekki store and hand it to our own riders in Lagos and to trusted courier partners for the rest of Nigeria.

## How long delivery takes

| Where | When it arrives |
| --- | --- |
| Lagos (mainland and island) | Within 24 hours of your order |
| Every other state and the FCT | 2 to 5 working days |

Orders placed before **6 pm, Monday to Saturday**, leave the same day. Orders placed after 6 pm or on a Sunday or public holiday leave the next working day.

## What delivery costs

Delivery is included in the total you see at checkout: there is **no extra charge at the door**. The total is the price of your products plus 2 % tax.

## On the day

- The rider or courier calls you before arriving. Please keep the phone number of your delivery address reachable.
- If you chose **Cash On Delivery**, have the amount ready; you can also pay the rider by bank transfer.
- Check that the seal of each product is intact before you accept the parcel.

## If we cannot reach you

We try twice. If we still cannot reach you, the parcel comes back to our store and we call you to arrange a new delivery. A prepaid order that cannot be delivered is refunded in full.

## Following your order

You can see the status of every order under **My Orders** once you log in: Order Placed, Processing, Shipped and Delivered.`,
  },
  'return-and-refund-policy': {
    title: 'Return and Refund Policy',
    body: `We want you to love what you ordered. If something is not right, here is how we make it right.

## What you can return

- **Unopened products** in their original seal and packaging, **within 7 days** of delivery, for any reason.
- A product that arrived **damaged, leaking, expired or different** from what you ordered, at any time within 7 days of delivery, opened or not.

For hygiene reasons we cannot take back a product you have opened or used, unless it arrived faulty.

## How to return

1. Call or WhatsApp us on +234 803 555 0142, or write to hello@glowbeauty.ng, with your order number and what you are returning.
2. In Lagos, our rider collects the product from your address at no cost. Outside Lagos, we send you a prepaid courier label.
3. We check the product when it reaches our store, within 2 working days.

## Refunds

Refunds go back to **the original payment method**:

- **Paystack** payments (card, bank transfer or USSD) are refunded through Paystack to the same card or account. Your bank usually shows the money within 5 to 10 working days.
- **Cash On Delivery** orders are refunded by bank transfer to an account in your name within 3 working days of our check.

If a product arrived damaged or wrong, you can choose a replacement instead of a refund; we send it at no cost.

## Orders you refuse at the door

You may refuse a parcel if its seal is broken or it is not what you ordered. A prepaid order refused for that reason is refunded in full.`,
  },
  'payment-methods': {
    title: 'Payment Methods',
    body: `Pay the way you trust most. Every price on the shop is in naira (₦) and includes no hidden charges.

## Cash On Delivery

Choose **Cash On Delivery** at checkout and pay when your parcel is in your hands, in cash or by bank transfer to the rider. Available everywhere we deliver.

## Pay online with Paystack

Choose **Online Payment** at checkout and you go to Paystack's secure page, where you can pay with:

- **Card**: Visa, Mastercard or Verve.
- **Bank transfer** to a one-time account number Paystack shows you.
- **USSD** from your bank's code on any phone, no internet needed.

Paystack is licensed by the Central Bank of Nigeria. We never see or store your card details.

## When you are charged

An online payment is taken when you confirm it on Paystack, and your order is marked paid at once. If the payment does not go through, your order waits for it and nothing is charged.

## Refunds

Refunds go back to the original payment method: see our [Return and Refund Policy](/return-and-refund-policy).`,
  },
}
