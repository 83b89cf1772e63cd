import { paths } from '../../../src/contract'
import { INVITATION_HOURS, INVITATION_TOKEN_PARAM, STAFF_ROLE_NAMES, type StaffRole } from '../../../src/contract/team'
import { SHOP_NAME } from '../../../src/contract/shop'
import type { Db } from '../db/client'
import { readMessageSettings } from '../repositories/messageSettings'
import { enqueueMessage } from '../repositories/outbox'
import { compose, type MailContext } from './compose'
import { enqueuePhoneMessage } from './phone'

/**
 * The invitation link, in the transaction that stored its token (keyed by the token's hash: one message per link):
 * by e-mail, and on her phone too by the shop's channel when the owner gave her number.
 */
export async function enqueueInvitationMail(tx: Db, context: MailContext, member: { name: string; email: string; phone: string | null; role: StaffRole }, token: string, tokenHash: string): Promise<void> {
  const url = `${context.publicUrl}${paths.joinTeam}?${INVITATION_TOKEN_PARAM}=${encodeURIComponent(token)}`
  if (member.phone) {
    const { defaultChannel } = await readMessageSettings(tx)
    await enqueuePhoneMessage(tx, context.publicUrl, { phone: member.phone, channel: defaultChannel }, {
      key: `team-invitation:${tokenHash}:phone`,
      event: 'Team invitation',
      template: 'glow_team_invitation',
      params: [{ cut: member.name.split(/\s+/)[0] ?? member.name }, SHOP_NAME, STAFF_ROLE_NAMES[member.role], String(INVITATION_HOURS), url],
      confidential: true,
    })
  }
  await enqueueMessage(tx, {
    channel: 'email',
    key: `team-invitation:${tokenHash}:${member.email}`,
    event: 'Team invitation',
    to: member.email,
    subject: 'You are invited to the shop’s team',
    // The link sets the account's password: shown only to whoever may manage the team, and never once e-mails are delivered.
    confidential: true,
    ...compose(context, {
      greeting: `Hello ${member.name},`,
      paragraphs: [
        `You have been given a team login (${STAFF_ROLE_NAMES[member.role]}). Choose your password with the link below: it works once, for ${INVITATION_HOURS} hours.`,
        'Then log in at the seller area with this e-mail address and your password.',
      ],
      action: { label: 'Choose your password', url },
    }),
  })
}
