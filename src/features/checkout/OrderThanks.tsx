/** What My Orders is sent with after a cash order: the order just placed, to thank her for. */
export interface OrderPlacedState {
  placed: string
}

/** The thanks for an order just placed, cash or online alike: what the shop promised of it, and its number. */
export function OrderThanks({ number, promise }: { number?: string; promise?: string }) {
  return (
    <>
      <p>
        Thank you for shopping with us.
        {promise && ` ${promise}`}
      </p>
      {number && (
        <p>
          Your order number is <strong>{number}</strong>.
        </p>
      )}
    </>
  )
}
