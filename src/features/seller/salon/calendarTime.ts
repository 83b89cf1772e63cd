import { minutesToTime } from '../../../contract/salon'

/** Every hour of the day as HH:MM: the day view's hour rows and the free hours in them. */
export const HOURS = Array.from({ length: 24 }, (_, hour) => minutesToTime(hour * 60))
