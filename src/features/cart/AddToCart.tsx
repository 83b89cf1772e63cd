import { useEffect, useRef } from 'react'
import styled from 'styled-components'
import { cardActionStyle } from '../../components/Button'
import { Icon } from '../../components/Icon'
import { needsScript } from '../../components/WithoutScript'
import { EARLY_TAP } from '../../contract/earlyTaps'
import type { Product } from '../../contract/types'
import { useAppDispatch, useAppSelector } from '../../shared/hooks'
import { useHydrated } from '../../components/useHydrated'
import { itemAdded, itemRemoved, selectQuantity } from './cartSlice'

const AddButton = styled.button`
  ${cardActionStyle}
  gap: ${({ theme }) => theme.space.xs};
  cursor: pointer;
  ${needsScript}
`

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  button {
    width: 40px;
    height: 40px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    font-size: 1.25rem;
    font-weight: 700;
    cursor: pointer;
  }
  button:hover:enabled { background: ${({ theme }) => theme.colors.primaryDark}; }
  button:disabled { opacity: 0.45; cursor: default; }
  output { min-width: 1.5ch; text-align: center; font-weight: 700; }
`

/** A product's quantity in the cart. */
export const useCartQuantity = (productId: string): number => useAppSelector((state) => selectQuantity(state, productId))

/** The product card's cart control: 'Add', then a minus / quantity / plus stepper (SPEC product card) whose plus stops at the units left. */
export function AddToCart({ product }: { product: Pick<Product, '_id' | 'name' | 'left'> }) {
  const { _id: productId, name: productName } = product
  const quantity = useCartQuantity(productId)
  const dispatch = useAppDispatch()
  const addButton = useRef<HTMLButtonElement>(null)
  const plusButton = useRef<HTMLButtonElement>(null)
  // The pressed button disappears when the control switches; focus follows to its counterpart.
  const focusAfterSwitch = useRef(false)
  // The saved cart is this browser's: the server's page (and its hydration) shows 'Add'.
  const hydrated = useHydrated()
  const inCart = hydrated && quantity > 0

  useEffect(() => {
    if (!focusAfterSwitch.current) return
    focusAfterSwitch.current = false
    ;(inCart ? plusButton : addButton).current?.focus()
  }, [inCart])

  if (!inCart)
    return (
      <AddButton
        ref={addButton}
        type="button"
        aria-label={`Add ${productName} to cart`}
        // Until the app runs, a tap is the first script's (src/boot.ts), which hands it to the app.
        {...(!hydrated && { [EARLY_TAP]: `add ${productId}` })}
        onClick={() => {
          focusAfterSwitch.current = true
          dispatch(itemAdded(productId))
        }}
      >
        <Icon name="cart" size={18} /> Add
      </AddButton>
    )

  return (
    <Stepper role="group" aria-label={`${productName} in cart`}>
      <button
        type="button"
        aria-label={`Remove one ${productName}`}
        onClick={() => {
          focusAfterSwitch.current = quantity === 1
          dispatch(itemRemoved(productId))
        }}
      >
        −
      </button>
      <output aria-live="polite" aria-label={`Quantity of ${productName}`}>
        {quantity}
      </output>
      <button ref={plusButton} type="button" aria-label={`Add one more ${productName}`} disabled={quantity >= (product.left ?? Infinity)} onClick={() => dispatch(itemAdded(productId))}>
        +
      </button>
    </Stepper>
  )
}
