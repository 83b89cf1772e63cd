import { SALON_TEAM, type SalonEmployee } from '../contract/salon'
import type { BookingCategory } from '../contract/types'

export interface Service {
  id: string
  name: string
  description: string
  image: string
}

export const services: readonly Service[] = [
  { id: 'facial', name: 'Facial Treatment', description: 'Deep cleanse, exfoliation and a mask chosen for your skin, finished with a relaxing face massage.', image: '/art/services/facial.svg' },
  { id: 'nail-art', name: 'Nail Art', description: 'Manicures, gel, acrylics and hand-painted designs by technicians who love detail.', image: '/art/services/nails.svg' },
  { id: 'massage', name: 'Massage Therapy', description: 'Swedish, deep-tissue and hot-stone massage to ease tension and restore calm.', image: '/art/services/massage.svg' },
  { id: 'makeup', name: 'Makeup Session', description: 'Flawless make-up for weddings, shoots and nights out, matched to your skin tone.', image: '/art/services/makeup.svg' },
]

/** The booking categories in the salon's words: what the wizard offers and what the team page says each member takes. */
export const bookingCategoryLabels: Record<BookingCategory, string> = { hair: 'Hair & make-up', nails: 'Nails', massage: 'Massage & facial' }

export interface TeamMember extends SalonEmployee {
  role: string
  image: string
}

const profiles: Record<string, Pick<TeamMember, 'role' | 'image'>> = {
  tolu: { role: 'Senior Hair Stylist', image: '/art/team/tolu.svg' },
  chidi: { role: 'Massage Therapist', image: '/art/team/chidi.svg' },
  amaka: { role: 'Nail Technician', image: '/art/team/amaka.svg' },
  zainab: { role: 'Makeup Artist', image: '/art/team/zainab.svg' },
}

/** The salon roster of the contract, with each member's role and portrait. */
export const team: readonly TeamMember[] = SALON_TEAM.map((member) => ({ ...member, ...profiles[member.id]! }))
