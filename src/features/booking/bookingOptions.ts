import type { BookingPaymentMethod, SalonInfo } from '../../contract'
import { readVisitEntry } from '../../contract/salon'
import { weekdayOf } from '../../contract/shopClock'
import { useGetSalonQuery } from '../../shared/salonApi'

/** 'Any' before a category is chosen, or for a category the salon no longer has. */
const ANYONE = 'Anyone available'

// Every day open until the salon's days are known: no "closed" said of a day it may work.
const noSalon: SalonInfo = { categories: [], services: [], team: [], openWeekdays: [0, 1, 2, 3, 4, 5, 6] }

/** The salon's data with the lookups the wizard makes. */
export function useSalon() {
  const { data = noSalon } = useGetSalonQuery()
  const category = (id: string) => data.categories.find((entry) => entry.id === id)
  const service = (id: string) => data.services.find((entry) => entry.id === id)
  return {
    categories: data.categories,
    services: data.services,
    team: data.team,
    categoryName: (id: string) => category(id)?.name ?? '',
    anyLabel: (id: string) => category(id)?.anyLabel ?? ANYONE,
    /** The members of the team who take a category. */
    teamFor: (id: string) => data.team.filter((member) => member.categories.includes(id)),
    memberName: (id: string) => data.team.find((member) => member.id === id)?.name,
    /** The services the wizard offers for a category. */
    servicesFor: (id: string) => data.services.filter((entry) => entry.active && entry.categoryId === id),
    service,
    /** The services of the visit the wizard holds, in order, each with the member she chose for it (ANY_EMPLOYEE: none). */
    visitLines: ({ service: first, moreServices = [] }: { service: string; moreServices?: string[] }) =>
      [first, ...moreServices].flatMap((entry) => {
        const { service: id, employee } = readVisitEntry(entry)
        const found = service(id)
        return found ? [{ service: found, employee }] : []
      }),
    /** Whether nobody of the team works that day's weekday (YYYY-MM-DD): the salon is closed. */
    closedOn: (date: string) => !data.openWeekdays.includes(weekdayOf(date)),
    /** What a card booking pays ahead; undefined while unknown or when nothing is (0 %, no payment gateway). */
    deposit: data.deposit && data.deposit.percent > 0 ? data.deposit : undefined,
    /** The owner's note to a client choosing these services (visitEntry's entries) when one needs a patch test; undefined otherwise. */
    patchTestNote: (entries: string[]) => (entries.some((entry) => (service(readVisitEntry(entry).service)?.patchTestDays ?? null) !== null) ? data.patchTestNote : undefined),
  }
}


export const paymentOptions: Record<BookingPaymentMethod, { label: string; hint: string }> = {
  card: { label: 'Card', hint: 'Pay by card at the salon' },
  transfer: { label: 'Bank transfer', hint: 'We send our account details with your confirmation' },
  'pay-on-visit': { label: 'Pay on visit', hint: 'Cash or card when you arrive' },
}
