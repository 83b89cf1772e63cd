import { bookingDetailsSchema, contactSchema, productSchema } from './schemas'

const firstError = async (schema: { validate(v: unknown): Promise<unknown> }, value: unknown) =>
  schema.validate(value).then(
    () => undefined,
    (error: { message: string }) => error.message,
  )

describe('shared rules with SPEC messages', () => {
  it('checks booking details', async () => {
    expect(await firstError(bookingDetailsSchema, { fullName: ' ', email: 'a@b.ng', phone: '1234567' })).toBe('Name is required')
    expect(await firstError(bookingDetailsSchema, { fullName: 'Ada', email: 'nope', phone: '1234567' })).toBe('Enter a valid email')
    expect(await firstError(bookingDetailsSchema, { fullName: 'Ada', email: 'a@b.ng', phone: '123456' })).toBe('Phone number must be at least 7 digits')
    expect(await firstError(bookingDetailsSchema, { fullName: 'Ada', email: 'a@b.ng', phone: '1234567' })).toBeUndefined()
  })

  it('trims contact fields before checking them', async () => {
    expect(await firstError(contactSchema, { name: '   ', email: 'a@b.ng', subject: 's', message: 'm' })).toBe('Name is required!')
    expect(await firstError(contactSchema, { name: 'Ada', email: 'ab.ng', subject: 's', message: 'm' })).toBe('Please enter a valid email address!')
  })

  it('takes a phone number of digits only, as its message says', async () => {
    const details = (phone: string) => firstError(bookingDetailsSchema, { fullName: 'Ada', email: 'ada@example.ng', phone })
    for (const phone of ['abcdefg', '123-456-7890', '12345ab', '+234 80']) expect(await details(phone)).toBe('Phone number must be at least 7 digits')
    for (const phone of ['08031234567', '+234 803 123 4567']) expect(await details(phone)).toBeUndefined()
  })

  it('takes only what an e-mail address is made of, with a real top-level domain', async () => {
    const contact = (email: string) => firstError(contactSchema, { name: 'Ada', email, subject: 's', message: 'm' })
    for (const email of ['funmi@nowhere', 'client@example.ng?bcc=x@y.ng&body=hi', 'a b@example.ng', '<a@example.ng>', '"a"@example.ng', 'a,b@example.ng', 'a@example.123', 'a@-x.ng', 'a@example.ng/x'])
      expect([email, await contact(email)]).toEqual([email, 'Please enter a valid email address!'])
    for (const email of ['funmi@example.ng', 'Funmi.Ade+orders@mail.glow-beauty.com.ng', 'a_b%c@x.io']) expect([email, await contact(email)]).toEqual([email, undefined])
  })

  it('keeps the offer price at or below the price', async () => {
    expect(await firstError(productSchema, { name: 'Soap', category: 'Skincare', price: 100, offerPrice: 120 })).toBe('Offer price cannot be more than the price')
  })
})
