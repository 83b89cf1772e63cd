import { DEFAULT_MESSAGE_SETTINGS, type MessageSettings, type PhoneChannel, type TransferAccount } from '../../../src/contract'
import type { Db } from '../db/client'
import { salonSettings } from '../db/schema'

const columns = {
  defaultChannel: salonSettings.defaultPhoneChannel,
  ownerPhone: salonSettings.ownerPhone,
  ownerChannel: salonSettings.ownerPhoneChannel,
  bank: salonSettings.transferBank,
  number: salonSettings.transferAccountNumber,
  name: salonSettings.transferAccountName,
}

const settingsOf = (row: { defaultChannel: PhoneChannel; ownerPhone: string | null; ownerChannel: PhoneChannel; bank: string | null; number: string | null; name: string | null }): MessageSettings => ({
  defaultChannel: row.defaultChannel,
  ownerPhone: row.ownerPhone,
  ownerChannel: row.ownerChannel,
  transfer: row.bank && row.number && row.name ? { bank: row.bank, number: row.number, name: row.name } : null,
})

/** The owner's message settings (in the salon's settings row); the defaults stand when the row is missing. */
export async function readMessageSettings(db: Db): Promise<MessageSettings> {
  const [row] = await db.select(columns).from(salonSettings).limit(1)
  return row ? settingsOf(row) : DEFAULT_MESSAGE_SETTINGS
}

/** Saves them all at once (the form sends them all); answers them. */
export async function saveMessageSettings(db: Db, settings: Omit<MessageSettings, 'transfer'> & { transfer: TransferAccount | null }): Promise<MessageSettings> {
  const values = {
    defaultPhoneChannel: settings.defaultChannel,
    ownerPhone: settings.ownerPhone,
    ownerPhoneChannel: settings.ownerChannel,
    transferBank: settings.transfer?.bank ?? null,
    transferAccountNumber: settings.transfer?.number ?? null,
    transferAccountName: settings.transfer?.name ?? null,
  }
  const [row] = await db.insert(salonSettings).values({ id: true, ...values }).onConflictDoUpdate({ target: salonSettings.id, set: values }).returning(columns)
  return settingsOf(row!)
}
