import { cartTotals, depositKobo, formatKobo, formatNaira, nairaToKobo, taxKobo } from './money'

describe('money in kobo', () => {
  it('taxes the products after a code\'s discount, the delivery fee untaxed', () => {
    expect(cartTotals([{ unitKobo: 10_000, quantity: 3 }], 150_00, 5_001)).toEqual({ subtotalKobo: 30_000, discountKobo: 5_001, taxKobo: 499, shippingKobo: 150_00, totalKobo: 30_000 - 5_001 + 499 + 150_00 })
  })

  it('adds 2 % tax rounded down to the kobo: 3 × ₦33.33', () => {
    const totals = cartTotals([{ unitKobo: nairaToKobo(33.33), quantity: 3 }])
    expect(totals).toEqual({ subtotalKobo: 9999, discountKobo: 0, taxKobo: 199, shippingKobo: 0, totalKobo: 10198 })
    expect(formatKobo(totals.totalKobo)).toBe('₦101.98')
  })

  it('never loses a kobo to floating point', () => {
    expect(nairaToKobo(0.1 + 0.2)).toBe(30)
    expect(nairaToKobo(19.99)).toBe(1999)
    expect(taxKobo(49)).toBe(0)
    expect(taxKobo(50)).toBe(1)
    expect(cartTotals([])).toEqual({ subtotalKobo: 0, discountKobo: 0, taxKobo: 0, shippingKobo: 0, totalKobo: 0 })
  })

  it('shows naira with the naira sign', () => {
    expect(formatNaira(12500)).toBe('₦12,500')
    expect(formatNaira(3800.5)).toBe('₦3,800.50')
  })

  it('takes a deposit of the price in whole kobo, rounded to the nearest', () => {
    expect(depositKobo(2000000, 30)).toBe(600000)
    expect(depositKobo(1250050, 30)).toBe(375015)
    expect(depositKobo(123457, 30)).toBe(37037)
    expect(depositKobo(5, 30)).toBe(2)
    expect(depositKobo(5, 10)).toBe(1)
    expect(depositKobo(800000, 0)).toBe(0)
    expect(depositKobo(800000, 100)).toBe(800000)
  })
})
