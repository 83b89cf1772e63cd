import { canMarkPaid, canMoveOrder, orderMoves } from './orders'
import { ORDER_STATUSES } from './types'

describe('order moves', () => {
  it('goes forward one step at a time and never back', () => {
    expect(canMoveOrder('Order Placed', 'Processing')).toBe(true)
    expect(canMoveOrder('Processing', 'Shipped')).toBe(true)
    expect(canMoveOrder('Shipped', 'Delivered')).toBe(true)
    expect(canMoveOrder('Order Placed', 'Shipped')).toBe(false)
    expect(canMoveOrder('Shipped', 'Processing')).toBe(false)
    expect(canMoveOrder('Processing', 'Processing')).toBe(false)
  })

  it('cancels from any state but Delivered, and nothing follows Delivered or Cancelled', () => {
    expect(canMoveOrder('Order Placed', 'Cancelled')).toBe(true)
    expect(canMoveOrder('Shipped', 'Cancelled')).toBe(true)
    for (const to of ORDER_STATUSES) {
      expect(canMoveOrder('Delivered', to)).toBe(false)
      expect(canMoveOrder('Cancelled', to)).toBe(false)
    }
  })

  it('offers an unpaid online order only cancelling', () => {
    expect(orderMoves({ status: 'Order Placed', paymentType: 'Online', isPaid: false, delivery: { method: 'delivery' } })).toEqual(['Cancelled'])
    expect(orderMoves({ status: 'Order Placed', paymentType: 'Online', isPaid: true, delivery: { method: 'delivery' } })).toEqual(['Processing', 'Cancelled'])
    expect(orderMoves({ status: 'Shipped', paymentType: 'COD', isPaid: false, delivery: { method: 'delivery' } })).toEqual(['Delivered', 'Cancelled'])
  })

  it('marks only unpaid, live cash orders paid', () => {
    expect(canMarkPaid({ status: 'Delivered', paymentType: 'COD', isPaid: false })).toBe(true)
    expect(canMarkPaid({ status: 'Delivered', paymentType: 'COD', isPaid: true })).toBe(false)
    expect(canMarkPaid({ status: 'Order Placed', paymentType: 'Online', isPaid: false })).toBe(false)
    expect(canMarkPaid({ status: 'Cancelled', paymentType: 'COD', isPaid: false })).toBe(false)
  })
})
