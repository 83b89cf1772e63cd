import type { BookingCategory, BookingPaymentMethod, BookingService } from '../../contract'

export const categoryLabels: Record<BookingCategory, string> = { hair: 'Hair', nails: 'Nails', massage: 'Massage' }

export const serviceOptions: Record<BookingService, { label: string; hint: string }> = {
  facial: { label: 'Facial Treatment', hint: 'Cleanse, exfoliation and a mask for your skin' },
  makeup: { label: 'Makeup Session', hint: 'Make-up for weddings, shoots and nights out' },
  pedicure: { label: 'Pedicure', hint: 'Foot soak, scrub, nail care and polish' },
}

export const paymentOptions: Record<BookingPaymentMethod, { label: string; hint: string }> = {
  card: { label: 'Card', hint: 'Pay by card at the salon' },
  transfer: { label: 'Bank transfer', hint: 'We send our account details with your confirmation' },
  'pay-on-visit': { label: 'Pay on visit', hint: 'Cash or card when you arrive' },
}
