import { capitalOf, NIGERIAN_STATES, phoneKey, phoneKeyPrefix, telHref, whatsAppHref } from './nigeria'

describe('links to call or message a customer', () => {
  it.each(['0803 123 4567', '08031234567', '+234 803 123 4567', '234-803-123-4567', '+234 (0) 803 123 4567', '+2348031234567'])('reach %s at its one international number', (phone) => {
    expect(telHref(phone)).toBe('tel:+2348031234567')
    expect(whatsAppHref(phone)).toBe('https://wa.me/2348031234567')
  })

  it('writes the message in the chat, and reaches a foreign number written with its country code', () => {
    expect(whatsAppHref('0803 123 4567', 'Your order 3F9A0C1B')).toBe('https://wa.me/2348031234567?text=Your%20order%203F9A0C1B')
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958')
    expect(whatsAppHref('+44 20 7946 0958')).toBe('https://wa.me/442079460958')
  })

  it('offers no chat to a number whose country is unknown, and calls it as written', () => {
    expect(whatsAppHref('020 7946 0958')).toBeNull()
    expect(telHref('020 7946 0958')).toBe('tel:02079460958')
  })
})

describe('a client found by her phone', () => {
  it.each(['0803 123 4567', '+234 (0) 803 123 4567', '234-803-123-4567'])('keeps %s in its one form', (phone) => {
    expect(phoneKey(phone)).toBe('+2348031234567')
  })

  it('keeps a foreign number’s digits, and no key for a phone without one', () => {
    expect(phoneKey('+44 20 7946 0958')).toBe('+442079460958')
    expect(phoneKey('none')).toBeNull()
  })

  it.each([
    ['0803 12', '+23480312'],
    ['803 123', '+234803123'],
    ['+234 (0) 803', '+234803'],
    ['2348031', '+2348031'],
    ['08031234567', '+2348031234567'],
  ])('reads the typed %s as the start of the number %s', (typed, prefix) => {
    expect(phoneKeyPrefix(typed)).toBe(prefix)
  })

  it.each(['Ada', '080', 'Ada 0803'])('reads %s as no number', (typed) => {
    expect(phoneKeyPrefix(typed)).toBeNull()
  })
})

describe('the postcode the address form offers', () => {
  it('names a capital and a 6-digit postcode for each of the 36 states and the FCT', () => {
    for (const state of NIGERIAN_STATES) expect(capitalOf(state)).toEqual({ capital: expect.stringMatching(/^[A-Z]/), postcode: expect.stringMatching(/^[1-9]\d{5}$/) })
    expect(capitalOf('Lagos')?.postcode).toBe('100001')
    expect(capitalOf('Kano')?.postcode).toBe('700001')
    expect(capitalOf('Federal Capital Territory')?.postcode).toBe('900001')
    expect(capitalOf('Greater Accra')).toBeUndefined()
  })
})
