import { bookingDetailsSchema, contactSchema, productSchema } from './schemas'

const firstError = async (schema: { validate(v: unknown): Promise<unknown> }, value: unknown) =>
  schema.validate(value).then(
    () => undefined,
    (error: { message: string }) => error.message,
  )

describe('shared rules with SPEC messages', () => {
  it('checks booking details', async () => {
    expect(await firstError(bookingDetailsSchema, { fullName: ' ', email: 'a@b', phone: '1234567' })).toBe('Name is required')
    expect(await firstError(bookingDetailsSchema, { fullName: 'Ada', email: 'nope', phone: '1234567' })).toBe('Enter a valid email')
    expect(await firstError(bookingDetailsSchema, { fullName: 'Ada', email: 'a@b', phone: '123456' })).toBe('Phone number must be at least 7 digits')
    expect(await firstError(bookingDetailsSchema, { fullName: 'Ada', email: 'a@b', phone: '1234567' })).toBeUndefined()
  })

  it('trims contact fields before checking them', async () => {
    expect(await firstError(contactSchema, { name: '   ', email: 'a@b.ng', subject: 's', message: 'm' })).toBe('Name is required!')
    expect(await firstError(contactSchema, { name: 'Ada', email: 'ab.ng', subject: 's', message: 'm' })).toBe('Please enter a valid email address!')
  })

  it('keeps the offer price at or below the price', async () => {
    expect(await firstError(productSchema, { name: 'Soap', category: 'Skincare', price: 100, offerPrice: 120 })).toBe('Offer price cannot be more than the price')
  })
})
