import { isGsm7, MAX_SMS_CHARS, smsPages, TEXT_MAX, toGsm7, TRANSFER_BANK_MAX, TRANSFER_NAME_MAX } from '../../src/contract'
import { loadConfig, MAX_PHONE_PUBLIC_URL } from '../src/config'
import { CAMPAIGN_TEXT_MAX } from '../../src/contract/campaigns'
import { CAMPAIGN_LINK_PATH, CAMPAIGN_STOP_SUFFIX } from '../src/messages/campaign'
import { fitParams, PHONE_TEMPLATES, STOP_PATH, type PhoneParam, type PhoneTemplateName } from '../src/messages/phone'

// Every phone message at its longest: the longest PUBLIC_URL the shop accepts beside a phone provider, names
// at the longest a form takes (with letters outside GSM-7), the longest bank account, amounts in the millions.
const URL = `https://${'g'.repeat(MAX_PHONE_PUBLIC_URL - 'https://.ng'.length)}.ng`
const name: PhoneParam = { cut: `Adébáyọ̀ “Kemi” ${'Ọ'.repeat(TEXT_MAX)}` }
const ref = 'GB-ABC123'
const when = 'Wed 30 Sep, 23:30'
const manage = `Manage: ${URL}/booking/manage/${'t'.repeat(43)}`
const stop = `${URL}${STOP_PATH}${'s'.repeat(16)}`
const account = `${'B'.repeat(TRANSFER_BANK_MAX)} 0123456789, ${'N'.repeat(TRANSFER_NAME_MAX)}`
const amount = '₦99,999,999.99'
const order = 'ABCDEF12'
const offerStop = `${URL}${CAMPAIGN_LINK_PATH}${'c'.repeat(16)}${CAMPAIGN_STOP_SUFFIX}`

const longest: Record<PhoneTemplateName, PhoneParam[]> = {
  glow_booking_confirmed: [name, ref, name, name, when, `Deposit of ${amount} paid.`, manage],
  glow_booking_confirmed_transfer: [name, name, when, ref, account, manage],
  glow_booking_reminder: [name, name, name, '23:30', ref, `Pay by transfer: ${account}, ref ${ref}.`],
  glow_booking_moved: [name, ref, name, name, when, `Pay by transfer: ${account}, ref ${ref}.`],
  glow_booking_cancelled: [name, ref, name, when],
  glow_order_confirmed: [name, order, amount, `Pay on delivery in cash or by transfer: ${account}, ref ${order}.`, `${URL}/my-orders`],
  glow_order_status: [name, order, 'has been delivered', `${URL}/my-orders`],
  glow_payment_received: [name, amount, order],
  glow_new_booking: [ref, name, name, when, name, '+2348031234567', `Bookings: ${URL}/seller/bookings`],
  glow_new_order: [order, amount, name, name, `Open: ${URL}/seller/orders/${'0'.repeat(36)}`],
  glow_counter_receipt: [name, 'R-000123', amount],
  glow_gift_card: [name, name, amount, 'ABCD-EFGH-JKMN-PQRS', `${URL}/api/gift-cards/card/ABCDEFGHJKMNPQRS`],
  glow_waitlist_offer: [name, name, name, when, '23:30', `${URL}/booking?offer=${'t'.repeat(43)}`],
  // Salon ids are at most 45 characters (newSalonId: 40 of the name and 4 random).
  glow_rebook_reminder: [name, name, '30 September 2026', name, `${URL}/booking?service=${'s'.repeat(45)}&member=${'m'.repeat(45)}`],
  glow_review_request: [name, name, `${URL}/booking?review=${'t'.repeat(43)}`],
  glow_deposit_link: [name, name, when, ref, amount, when, `${URL}/api/booking/deposit/pay/glow_${'0'.repeat(24)}`],
  glow_deposit_lapsed: [name, name, when, ref],
  glow_fee_charged: [name, 'late cancellation', amount, ref, '4081'],
  glow_team_invitation: [name, 'Glow Beauty', 'Front desk', '48', `${URL}/join-team?invitation=${'t'.repeat(43)}`],
  glow_offer: ['x'.repeat(CAMPAIGN_TEXT_MAX), `${URL}${CAMPAIGN_LINK_PATH}${'c'.repeat(16)}`],
  glow_cart_reminder: [name, `${URL}/cart`],
  glow_back_in_stock: [name, `${URL}/products/fragrance/${'0'.repeat(36)}`],
}

describe('the phone templates', () => {
  it.each(Object.keys(PHONE_TEMPLATES) as PhoneTemplateName[])('%s fits in 2 GSM-7 pages at its longest, its links whole', (template) => {
    // An offer's stop link is its own link's, a few letters longer than the others'.
    const last = template === 'glow_offer' ? offerStop : stop
    const { text, params } = fitParams(template, [...longest[template], last])
    expect(text.length).toBeLessThanOrEqual(MAX_SMS_CHARS)
    expect(smsPages(text)).toBeLessThanOrEqual(2)
    expect(isGsm7(text)).toBe(true)
    // Nothing but names was cut: every link, reference, amount and account is whole.
    for (const [index, param] of longest[template].entries()) if (typeof param === 'string') expect(params[index]).toBe(toGsm7(param))
    expect(params.at(-1)).toBe(last)
    // The template uses each parameter once, in order, as WhatsApp requires.
    expect(PHONE_TEMPLATES[template].match(/\{\{\d+\}\}/g)).toEqual(params.map((_param, index) => `{{${index + 1}}}`))
  })

  it('gives WhatsApp the naira sign and the SMS its N, both cut alike', () => {
    const { params, text, whatsAppParams } = fitParams('glow_payment_received', [name, amount, order, stop])
    expect(params[1]).toBe('N99,999,999.99')
    expect(whatsAppParams[1]).toBe(amount)
    expect(isGsm7(text)).toBe(true)
    // Only the sign differs: the same names cut to the same length, the same links.
    expect(whatsAppParams.map((param) => param.replace(/₦/g, 'N'))).toEqual(params)
  })

  it('keeps only GSM-7: accents dropped, the naira sign as N, typographic quotes plain', () => {
    expect(toGsm7('Adébáyọ̀ “Kemi” paid ₦15,000 — thanks…')).toBe('Adebayo "Kemi" paid N15,000 - thanks...')
    expect(smsPages('x'.repeat(160))).toBe(1)
    expect(smsPages('x'.repeat(161))).toBe(2)
    expect(smsPages('x'.repeat(306))).toBe(2)
    expect(smsPages('x'.repeat(307))).toBe(3)
    expect(smsPages('€'.repeat(80))).toBe(1)
  })

  it('refuses a PUBLIC_URL too long for an SMS beside a phone provider, and a phone provider half set', () => {
    const termii = { TERMII_API_KEY: 'k', TERMII_SECRET_KEY: 's', TERMII_SENDER_ID: 'GlowBeauty' }
    expect(() => loadConfig({ ...termii, PUBLIC_URL: `https://${'x'.repeat(MAX_PHONE_PUBLIC_URL)}.ng` })).toThrow(/PUBLIC_URL is longer than 30 characters/)
    expect(loadConfig({ ...termii, PUBLIC_URL: URL }).termii).toMatchObject({ senderId: 'GlowBeauty', baseUrl: 'https://api.ng.termii.com' })
    expect(() => loadConfig({ TERMII_API_KEY: 'k', TERMII_SENDER_ID: 'GlowBeauty' })).toThrow(/TERMII_SECRET_KEY is not set/)
    expect(() => loadConfig({ ...termii, TERMII_SENDER_ID: 'Glow Beauty Shop' })).toThrow(/TERMII_SENDER_ID must be/)
    expect(() => loadConfig({ TERMII_SENDER_ID: 'GlowBeauty' })).toThrow(/TERMII_SENDER_ID is set but TERMII_API_KEY is not/)
    expect(() => loadConfig({ WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '12345', PUBLIC_URL: URL })).toThrow(/WHATSAPP_APP_SECRET is not set/)
    expect(() => loadConfig({ WHATSAPP_APP_SECRET: 's' })).toThrow(/WHATSAPP_APP_SECRET is set but WHATSAPP_TOKEN is not/)
    const production = { NODE_ENV: 'production', SELLER_PASSWORD: 'a-real-password', ONLINE_PAYMENT: 'off', PUBLIC_URL: 'https://glowbeauty.ng' }
    expect(() => loadConfig({ ...production, ...termii, TERMII_BASE_URL: 'http://127.0.0.1:9' })).toThrow(/TERMII_BASE_URL must start with https:/)
    expect(loadConfig(production)).toMatchObject({ termii: undefined, whatsapp: undefined, phoneMessagesPerDay: 10 })
    expect(() => loadConfig({ PHONE_MESSAGES_PER_DAY: '0' })).toThrow(/PHONE_MESSAGES_PER_DAY must be a whole number from 1 to 1000/)
  })
})
