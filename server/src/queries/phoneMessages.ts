import type { FastifyInstance } from 'fastify'
import type { MessagePreferences, MessageSettings, PendingPhone, PhoneChannel, PublicMessageSettings } from '../../../src/contract'
import { readMessageSettings } from '../repositories/messageSettings'
import { pendingPhoneOf, preferencesOf } from '../repositories/phoneContacts'

/** What the booking wizard offers anyone: the owner's default channel, and her bank account for transfers. */
export async function messageOptions(shop: FastifyInstance): Promise<PublicMessageSettings> {
  const { defaultChannel, transfer } = await readMessageSettings(shop.db)
  return { defaultChannel, transfer }
}

/** The shopper's own choice of phone messages, the number awaiting its code, and the shop's default channel. */
export async function messagePreferencesOf(
  shop: FastifyInstance,
  userId: string,
): Promise<{ preferences: MessagePreferences | null; pending: PendingPhone | null; defaultChannel: PhoneChannel }> {
  const [preferences, pending, { defaultChannel }] = await Promise.all([preferencesOf(shop.db, userId), pendingPhoneOf(shop.db, userId), readMessageSettings(shop.db)])
  return { preferences, pending, defaultChannel }
}

/** The owner's message settings, for the team member allowed to change them. */
export const messageSettings = (shop: FastifyInstance): Promise<MessageSettings> => readMessageSettings(shop.db)
