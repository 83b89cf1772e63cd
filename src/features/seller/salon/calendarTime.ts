import { minutesToTime } from '../../../contract/salon'

/** Every hour of the day as HH:MM: the day view's hour lines, and the start times the owner can move a booking to. */
export const HOURS = Array.from({ length: 24 }, (_, hour) => minutesToTime(hour * 60))
