import { formatKobo, nairaToKobo, type BookingPaymentMethod, type SalonInfo, type SalonService } from '../../contract'
import { useGetSalonQuery } from '../../shared/salonApi'

/** 'Any' before a category is chosen, or for a category the salon no longer has. */
const ANYONE = 'Anyone available'

const noSalon: SalonInfo = { categories: [], services: [], team: [] }

/** The salon's data with the lookups the wizard makes. */
export function useSalon() {
  const { data = noSalon } = useGetSalonQuery()
  const category = (id: string) => data.categories.find((entry) => entry.id === id)
  const service = (id: string) => data.services.find((entry) => entry.id === id)
  return {
    categories: data.categories,
    services: data.services,
    categoryName: (id: string) => category(id)?.name ?? '',
    anyLabel: (id: string) => category(id)?.anyLabel ?? ANYONE,
    /** The members of the team who take a category. */
    teamFor: (id: string) => data.team.filter((member) => member.categories.includes(id)),
    memberName: (id: string) => data.team.find((member) => member.id === id)?.name,
    /** The services the wizard offers for a category. */
    servicesFor: (id: string) => data.services.filter((entry) => entry.active && entry.categoryId === id),
    service,
    /** The services of the visit the wizard holds, in order. */
    visitServices: ({ service: first, moreServices = [] }: { service: string; moreServices?: string[] }) =>
      [first, ...moreServices].flatMap((id) => data.services.filter((entry) => entry.id === id)),
    /** What a card booking pays ahead; undefined while unknown or when nothing is (0 %, no payment gateway). */
    deposit: data.deposit && data.deposit.percent > 0 ? data.deposit : undefined,
    /** The owner's note to a client choosing these services when one needs a patch test; undefined otherwise. */
    patchTestNote: (ids: string[]) => (ids.some((id) => (service(id)?.patchTestDays ?? null) !== null) ? data.patchTestNote : undefined),
  }
}

/** A service's length and price as the wizard shows them, e.g. "90 min · ₦20,000". */
export const serviceTerms = (service: SalonService) => `${service.durationMinutes} min · ${formatKobo(nairaToKobo(service.price))}`

export const paymentOptions: Record<BookingPaymentMethod, { label: string; hint: string }> = {
  card: { label: 'Card', hint: 'Pay by card at the salon' },
  transfer: { label: 'Bank transfer', hint: 'We send our account details with your confirmation' },
  'pay-on-visit': { label: 'Pay on visit', hint: 'Cash or card when you arrive' },
}
