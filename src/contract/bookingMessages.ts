// The booking wizard's texts (SPEC §5's booking messages), for the browser and the server alike; apart from
// messages.ts, which ships with the home page.
import { BOOKING_HORIZON_DAYS } from './limits'
import { MAX_VISIT_SERVICES } from './salon'

export const bookingMessages = {
  category: 'Please select a category',
  preferredEmployee: 'Please select a preferred employee',
  date: 'Please select a date',
  datePast: 'Please choose today or a later date',
  dateTooFar: `We take bookings up to ${BOOKING_HORIZON_DAYS} days ahead. Please choose an earlier date.`,
  closedDay: 'Nobody who does this is working that day. Please choose another date.',
  salonClosed: (weekday: string) => `The salon is closed on ${weekday}s. Please choose another date.`,
  slotBegun: 'That time has already begun today. Please choose a later time.',
  startTime: 'Please select a start time',
  service: 'Please select a service',
  moreServices: `Choose up to ${MAX_VISIT_SERVICES} services from the salon's menu for one visit`,
  moreServiceMember: 'Choose a member of the team who does this service, or anyone free',
  fullName: 'Name is required',
  email: 'Email is required',
  emailInvalid: 'Enter a valid email',
  phone: 'Phone number is required',
  phoneShort: 'Phone number must be at least 7 digits',
  paymentMethod: 'Please select a payment method',
  slotTaken: 'That time is no longer available. Please choose another time.',
  visitDoesNotFit: (startTime: string, day: string) => `Your services together do not fit at ${startTime} on ${day}. Choose a time they fit, or fewer services:`,
  visitFitsNowhere: (day: string) => `Your services together do not fit anywhere on ${day}. Choose fewer services, or go back and choose another date.`,
  received: 'Thank you! Your booking has been received.',
  redirectingToDeposit: 'Redirecting to pay your deposit',
  depositUnavailable: 'Card deposits cannot be taken right now. Please try again, or choose transfer or pay on visit.',
  depositPending: 'We are waiting for your bank to confirm your deposit. This page updates by itself.',
  depositFailed: 'Your deposit was not paid, so your time is no longer held. Please choose how to pay again.',
  holdExpired: 'Your time was held while you paid, but the deposit did not arrive in time, so it was released. Please choose how to pay again.',
  noSuchDeposit: 'We could not find that deposit payment. Please book again.',
} as const
