import type { BookingCategory, BookingPaymentMethod, BookingService } from '../../contract'

export { bookingCategoryLabels as categoryLabels } from '../../content/salon'

/** 'Any' in the words of the category's trade. */
export const anyEmployeeLabels: Record<BookingCategory, string> = {
  hair: 'Any available stylist',
  nails: 'Any available nail technician',
  massage: 'Any available therapist',
}

/** 'Any' before a category is chosen, or for a booking that names none. */
export const anyEmployeeLabel = (category: BookingCategory | '') => (category ? anyEmployeeLabels[category] : 'Anyone available')

export const serviceOptions: Record<BookingService, { label: string; hint: string }> = {
  facial: { label: 'Facial Treatment', hint: 'Cleanse, exfoliation, a mask for your skin and a face massage' },
  makeup: { label: 'Makeup Session', hint: 'Make-up and hair styling for weddings, shoots and nights out' },
  pedicure: { label: 'Pedicure', hint: 'Foot soak, scrub, nail care and polish' },
}

export const paymentOptions: Record<BookingPaymentMethod, { label: string; hint: string }> = {
  card: { label: 'Card', hint: 'Pay by card at the salon' },
  transfer: { label: 'Bank transfer', hint: 'We send our account details with your confirmation' },
  'pay-on-visit': { label: 'Pay on visit', hint: 'Cash or card when you arrive' },
}
