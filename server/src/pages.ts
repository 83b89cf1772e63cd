// Moved to repositories/pages.ts (issue 54): kept here only for repositories/bookings, which imports it from here.
export { olderThan, type PageRequest } from './repositories/pages'
