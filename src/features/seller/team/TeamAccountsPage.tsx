import { Form, Formik } from 'formik'
import { useState } from 'react'
import styled from 'styled-components'
import { Button, TextButton } from '../../../components/Button'
import { SelectField, TextField } from '../../../components/Field'
import { Modal } from '../../../components/Modal'
import { INVITATION_HOURS, inviteSchema, staffAccountChangeSchema, STAFF_ROLE_NAMES, STAFF_ROLES, type StaffAccount, type StaffRole } from '../../../contract/team'
import { useAppSelector } from '../../../shared/hooks'
import { showToast } from '../../../shared/toasts'
import { formatDateTime } from '../format'
import { useGetSalonAdminQuery } from '../salon/salonApi'
import { Cards, FormActions, ItemCard } from '../salon/salonForms'
import { SellerHeading } from '../SellerHeading'
import { selectStaff } from '../sellerSlice'
import { useAskEveryoneForNewPasswordsMutation, useChangeMemberMutation, useGetStaffAccountsQuery, useInviteMemberMutation, useMemberActionMutation } from './teamApi'

const ROLE_HINTS: Record<StaffRole, string> = {
  owner: 'Everything: team accounts, settings, revenue and exports.',
  'front-desk': "Bookings and the calendar, customers, orders, messages and the counter with its day's takings. No dashboard revenue, exports, prices or settings.",
  stylist: 'Her own calendar and appointments: mark them completed or no-show.',
}

const STATUS_NAMES: Record<StaffAccount['status'], string> = { invited: 'Invited', active: 'Active', disabled: 'Disabled' }

const Status = styled.span<{ $status: StaffAccount['status'] }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme, $status }) => ($status === 'disabled' ? theme.colors.danger : $status === 'invited' ? theme.colors.ink : theme.colors.success)};
  background: ${({ theme }) => theme.colors.background};
`

const Roles = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 48rem;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt { font-weight: 600; }
  dd { margin: 0 0 ${({ theme }) => theme.space.xs}; color: ${({ theme }) => theme.colors.muted}; }
`

// A card is as tall as its row: its lines stay together at the top.
const AccountCard = styled(ItemCard)`
  align-content: start;
`

const Email = styled.p`
  overflow-wrap: anywhere;
`

type SalonMember = { id: string; name: string }

function MemberFields({ members }: { members: SalonMember[] }) {
  return (
    <>
      <TextField name="phone" label="Mobile for WhatsApp or SMS (optional)" type="tel" inputMode="tel" autoComplete="off" />
      <SelectField name="role" label="Role">
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {STAFF_ROLE_NAMES[role]}
          </option>
        ))}
      </SelectField>
      <SelectField name="staffId" label="Salon team member (her calendar)">
        <option value="">None</option>
        {members.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </SelectField>
    </>
  )
}

function InviteDialog({ members, onClose }: { members: SalonMember[]; onClose: () => void }) {
  const [invite] = useInviteMemberMutation()
  return (
    <Modal title="Invite a team member" onClose={onClose}>
      <h2>Invite a team member</h2>
      <p>She gets an e-mail, and a message on her mobile when you give it, with a link to choose her password. The link works once, for {INVITATION_HOURS} hours.</p>
      <Formik
        initialValues={{ name: '', email: '', role: 'front-desk' as StaffRole, staffId: '', phone: '' }}
        validationSchema={inviteSchema}
        onSubmit={async (values) => {
          const answer = await invite({ name: values.name.trim(), email: values.email.trim(), role: values.role, staffId: values.staffId || null, phone: values.phone.trim() })
            .unwrap()
            .catch(() => undefined)
          if (!answer) return
          showToast('success', answer.message ?? 'Invitation sent')
          onClose()
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField name="name" label="Name" autoComplete="off" />
            <TextField name="email" label="Email" type="email" autoComplete="off" />
            <MemberFields members={members} />
            <FormActions>
              <Button type="submit" disabled={isSubmitting}>
                Send invitation
              </Button>
            </FormActions>
          </Form>
        )}
      </Formik>
    </Modal>
  )
}

function EditDialog({ account, members, onClose }: { account: StaffAccount; members: SalonMember[]; onClose: () => void }) {
  const [change] = useChangeMemberMutation()
  return (
    <Modal title={`Edit ${account.name}`} onClose={onClose}>
      <h2>Edit {account.name}</h2>
      <Formik
        initialValues={{ name: account.name, role: account.role, staffId: account.staffId ?? '', phone: account.phone ?? '' }}
        validationSchema={staffAccountChangeSchema}
        onSubmit={async (values) => {
          const answer = await change({ id: account._id, name: values.name.trim(), role: values.role, staffId: values.staffId || null, phone: values.phone.trim() })
            .unwrap()
            .catch(() => undefined)
          if (!answer) return
          showToast('success', answer.message ?? 'Saved')
          onClose()
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            {/* Her receipts say who served by this name. */}
            <TextField name="name" label="Name" autoComplete="off" />
            <MemberFields members={members} />
            <FormActions>
              <Button type="submit" disabled={isSubmitting}>
                Save
              </Button>
            </FormActions>
          </Form>
        )}
      </Formik>
    </Modal>
  )
}

/** Asks first: every other member must choose a new password before she can go on working. */
function AskEveryoneDialog({ onClose }: { onClose: () => void }) {
  const [ask, asking] = useAskEveryoneForNewPasswordsMutation()
  const confirm = async () => {
    const answer = await ask()
      .unwrap()
      .catch(() => undefined)
    if (answer?.message) showToast('success', answer.message)
    onClose()
  }
  return (
    <Modal title="New passwords for the team" onClose={onClose}>
      <h2>New passwords for the team</h2>
      <p>Every other member who has logged in must choose a new password before she can go on. Their sessions stay open; your own password does not change.</p>
      <FormActions>
        <Button type="button" disabled={asking.isLoading} onClick={() => void confirm()}>
          Ask everyone
        </Button>
        <Button type="button" $variant="outline" onClick={onClose}>
          Keep their passwords
        </Button>
      </FormActions>
    </Modal>
  )
}

/** /seller/accounts: who may log in, with which role; invitations, roles, disabling, sessions. Owners only. */
export function TeamAccountsPage() {
  const { data, isError } = useGetStaffAccountsQuery()
  const salon = useGetSalonAdminQuery()
  const self = useAppSelector(selectStaff)
  const [action, acting] = useMemberActionMutation()
  const [change] = useChangeMemberMutation()
  const [dialog, setDialog] = useState<StaffAccount | 'invite' | 'ask-everyone' | null>(null)
  const members = salon.data?.team ?? []
  const memberName = (id: string | null) => members.find((member) => member.id === id)?.name
  const act = async (account: StaffAccount, what: 'resend' | 'disable' | 'enable' | 'logout-everywhere') => {
    const answer = await action({ id: account._id, action: what })
      .unwrap()
      .catch(() => undefined)
    if (answer?.message) showToast('success', answer.message)
  }
  const askNewPassword = async (account: StaffAccount) => {
    const answer = await change({ id: account._id, mustChangePassword: true })
      .unwrap()
      .catch(() => undefined)
    if (answer?.message) showToast('success', answer.message)
  }
  return (
    <>
      <SellerHeading title="Team Accounts" />
      <Roles aria-label="Roles">
        {STAFF_ROLES.map((role) => (
          <div key={role}>
            <dt>{STAFF_ROLE_NAMES[role]}</dt>
            <dd>{ROLE_HINTS[role]}</dd>
          </div>
        ))}
      </Roles>
      <FormActions>
        <Button type="button" onClick={() => setDialog('invite')}>
          Invite a team member
        </Button>
        <Button type="button" $variant="outline" onClick={() => setDialog('ask-everyone')}>
          Ask everyone for a new password
        </Button>
      </FormActions>
      {isError && <p role="alert">The team accounts could not be loaded. Please try again.</p>}
      <Cards aria-label="Team accounts">
        {data?.accounts.map((account) => (
          <AccountCard key={account._id}>
            <h2>
              {account.name} {account._id === self?._id && '(you)'}
            </h2>
            <Email>{account.email}</Email>
            {account.phone && <p>{account.phone}</p>}
            <p>
              {STAFF_ROLE_NAMES[account.role]}
              {memberName(account.staffId) && ` · ${memberName(account.staffId)}’s calendar`} · <Status $status={account.status}>{STATUS_NAMES[account.status]}</Status>
            </p>
            {account.status === 'invited' && account.invitationExpiresAt && <p>Invitation valid until {formatDateTime(account.invitationExpiresAt)}</p>}
            {account.mustChangePassword && <p>Must choose a new password</p>}
            <FormActions>
              <Button type="button" $variant="outline" onClick={() => setDialog(account)} aria-label={`Edit ${account.name}`}>
                Edit
              </Button>
              {account.status === 'invited' && (
                <Button type="button" $variant="outline" disabled={acting.isLoading} onClick={() => void act(account, 'resend')} aria-label={`Send ${account.name} her invitation again`}>
                  Resend invitation
                </Button>
              )}
              {account.status === 'disabled' ? (
                <Button type="button" $variant="outline" disabled={acting.isLoading} onClick={() => void act(account, 'enable')} aria-label={`Enable ${account.name}`}>
                  Enable
                </Button>
              ) : (
                account._id !== self?._id && (
                  <Button type="button" $variant="outline" disabled={acting.isLoading} onClick={() => void act(account, 'disable')} aria-label={`Disable ${account.name}`}>
                    Disable
                  </Button>
                )
              )}
            </FormActions>
            {account.status === 'active' && account._id !== self?._id && (
              <FormActions>
                <TextButton type="button" onClick={() => void act(account, 'logout-everywhere')} aria-label={`Log ${account.name} out everywhere`}>
                  Log out everywhere
                </TextButton>
                {!account.mustChangePassword && (
                  <TextButton type="button" onClick={() => void askNewPassword(account)} aria-label={`Ask ${account.name} to choose a new password`}>
                    Ask for a new password
                  </TextButton>
                )}
              </FormActions>
            )}
          </AccountCard>
        ))}
      </Cards>
      {dialog === 'invite' && <InviteDialog members={members} onClose={() => setDialog(null)} />}
      {dialog === 'ask-everyone' && <AskEveryoneDialog onClose={() => setDialog(null)} />}
      {dialog && typeof dialog === 'object' && <EditDialog account={dialog} members={members} onClose={() => setDialog(null)} />}
    </>
  )
}
