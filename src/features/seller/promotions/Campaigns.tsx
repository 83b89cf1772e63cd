import { Form, Formik, useFormikContext, yupToFormErrors } from 'formik'
import { useEffect, useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { SelectField, TextAreaField, TextField } from '../../../components/Field'
import { categories } from '../../../content/categories'
import { AUDIENCE_LABELS, CAMPAIGN_AUDIENCES, CAMPAIGN_GAP_DAYS, CAMPAIGN_HOURS, CAMPAIGN_TEXT_MAX, campaignSchema, type Campaign, type CampaignPreview } from '../../../contract/campaigns'
import { formatNaira } from '../../../contract/money'
import { formatDateTime } from '../../../contract/shopClock'
import { showToast } from '../../../shared/toasts'
import { Badge } from '../Badge'
import { Card, CardTop, PagedInbox } from '../Inbox'
import { useGetSalonAdminQuery } from '../salon/salonApi'
import { useAddCampaignMutation, useCancelCampaignMutation, useGetCampaignsInfiniteQuery, usePreviewCampaignMutation, type CampaignRequest } from './campaignsApi'
import { Actions, Grid, Panel, Top } from './promotionsLayout'

const Wide = styled.div`
  grid-column: 1 / -1;
`

const Estimate = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(6, minmax(0, 1fr)); }
  div { padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm}; background: ${({ theme }) => theme.colors.background}; border-radius: ${({ theme }) => theme.radii.sm}; }
  dt { color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.xs}; }
  dd { margin: 0; font-weight: 700; font-size: ${({ theme }) => theme.fontSizes.md}; }
`

type When = 'now' | 'later'
type CampaignValues = CampaignRequest & { when: When }

const initialValues: CampaignValues = { audience: 'lapsed', category: '', service: '', text: '', when: 'now', sendAt: '' }
const toRequest = ({ when, ...values }: CampaignValues): CampaignRequest => ({ ...values, sendAt: when === 'now' ? '' : values.sendAt })

async function validate(values: CampaignValues) {
  try {
    await campaignSchema.validate(toRequest(values), { abortEarly: false })
    return values.when === 'later' && values.sendAt === '' ? { sendAt: 'Enter a time to send it, or send it now' } : {}
  } catch (error) {
    return yupToFormErrors(error)
  }
}

/** The count and cost of what the form says now, asked once the typing settles and the form is valid. */
function useEstimate(): CampaignPreview | undefined {
  const { values } = useFormikContext<CampaignValues>()
  const [preview] = usePreviewCampaignMutation()
  const [estimate, setEstimate] = useState<CampaignPreview>()
  const { audience, category, service, text } = values
  useEffect(() => {
    let current = true
    const asked = { audience, category, service, text }
    const timer = setTimeout(() => {
      void campaignSchema
        .validate({ ...asked, sendAt: '' })
        .then(() => preview(asked).unwrap())
        .then(({ preview: shown }) => current && setEstimate(shown))
        .catch(() => current && setEstimate(undefined))
    }, 400)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [audience, category, service, text, preview])
  return estimate
}

function EstimateLine() {
  const estimate = useEstimate()
  return (
    <Estimate aria-live="polite" data-testid="campaign-estimate">
      {estimate ? (
        <>
          <strong>{estimate.recipients === 1 ? '1 client' : `${estimate.recipients} clients`}</strong> would get it: {estimate.sms} by SMS ({estimate.pages} {estimate.pages === 1 ? 'page' : 'pages'}, {estimate.pagesPerSms}{' '}
          each) and {estimate.whatsapp} by WhatsApp. It costs about <strong>{formatNaira(estimate.cost)}</strong>.
          {estimate.heldUntil && ` Sent now, it waits until ${formatDateTime(new Date(estimate.heldUntil))}.`}
        </>
      ) : (
        'Choose who gets it and write the message to see how many clients it reaches and what it costs.'
      )}
    </Estimate>
  )
}

function NewCampaignForm() {
  const [add] = useAddCampaignMutation()
  const { data: salon } = useGetSalonAdminQuery()
  return (
    <Panel aria-labelledby="new-campaign">
      <h2 id="new-campaign">New campaign</h2>
      <p>
        Only clients who agreed to news and offers get it, between {String(CAMPAIGN_HOURS.from).padStart(2, '0')}:00 and {CAMPAIGN_HOURS.until}:00 Lagos time, at most one campaign every {CAMPAIGN_GAP_DAYS} days each. Every message
        carries a link to stop them.
      </p>
      <Formik
        initialValues={initialValues}
        validate={validate}
        onSubmit={async (values, { resetForm }) => {
          const { data } = await add(toRequest(values))
          if (!data) return
          showToast('success', data.message ?? 'Campaign saved')
          resetForm({ values: initialValues })
        }}
      >
        {({ values, isSubmitting }) => (
          <Form noValidate>
            <Grid>
              <SelectField name="audience" label="Who gets it">
                {CAMPAIGN_AUDIENCES.map((audience) => (
                  <option key={audience} value={audience}>
                    {AUDIENCE_LABELS[audience]}
                  </option>
                ))}
              </SelectField>
              {values.audience === 'category' && (
                <SelectField name="category" label="Category">
                  <option value="">Choose a category</option>
                  {categories.map((category) => (
                    <option key={category.path} value={category.path}>
                      {category.text}
                    </option>
                  ))}
                </SelectField>
              )}
              {values.audience === 'service' && (
                <SelectField name="service" label="Service">
                  <option value="">Choose a service</option>
                  {salon?.services.map((service) => (
                    <option key={service.id} value={service.id}>
                      {service.name}
                    </option>
                  ))}
                </SelectField>
              )}
              <Wide>
                <TextAreaField name="text" label="Message" rows={3} maxLength={CAMPAIGN_TEXT_MAX} hint={`${values.text.length} of ${CAMPAIGN_TEXT_MAX} characters; the shop's name and the links are added`} />
              </Wide>
              <SelectField name="when" label="When">
                <option value="now">Send now</option>
                <option value="later">At a time I choose</option>
              </SelectField>
              {values.when === 'later' && <TextField name="sendAt" label="Send at (Lagos time)" type="datetime-local" />}
            </Grid>
            <EstimateLine />
            <Button type="submit" disabled={isSubmitting}>
              {values.when === 'now' ? 'Send campaign' : 'Schedule campaign'}
            </Button>
          </Form>
        )}
      </Formik>
    </Panel>
  )
}

const STATUS: Record<Campaign['status'], { label: string; tone: 'good' | 'wait' | 'stop' }> = {
  scheduled: { label: 'Scheduled', tone: 'wait' },
  sent: { label: 'Sent', tone: 'good' },
  cancelled: { label: 'Cancelled', tone: 'stop' },
}

function CampaignCard({ campaign }: { campaign: Campaign }) {
  const [cancel, { isLoading }] = useCancelCampaignMutation()
  const headingId = `campaign-${campaign._id}`
  const figures: [string, number][] = [
    ['Sent to', campaign.recipients],
    ['Delivered', campaign.delivered],
    ['Read', campaign.read],
    ['Stopped', campaign.stopped],
    ['Orders', campaign.orders],
    ['Bookings', campaign.bookings],
  ]
  return (
    <Card aria-labelledby={headingId}>
      <CardTop>
        <h3 id={headingId}>
          {AUDIENCE_LABELS[campaign.audience]}
          {campaign.target && `: ${campaign.audience === 'service' ? 'a service' : campaign.target}`}
        </h3>
        <Badge $tone={STATUS[campaign.status].tone}>{STATUS[campaign.status].label}</Badge>
      </CardTop>
      <p>“{campaign.text}”</p>
      <p>
        {campaign.sentAt ? `Sent ${formatDateTime(new Date(campaign.sentAt))}` : `${campaign.status === 'cancelled' ? 'Was for' : 'Goes'} ${formatDateTime(new Date(campaign.sendAt))}`}
      </p>
      {campaign.status === 'sent' && (
        <Figures aria-label="Results">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Figures>
      )}
      {campaign.status === 'scheduled' && (
        <Actions>
          <Button type="button" $variant="outline" disabled={isLoading} aria-describedby={headingId} onClick={() => void cancel(campaign._id).then(({ data }) => data?.message && showToast('success', data.message))}>
            Cancel campaign
          </Button>
        </Actions>
      )}
    </Card>
  )
}

const campaignsOf = (page: { campaigns: Campaign[] }) => page.campaigns

/** The Promotions page's campaigns: a new one with its count and cost, and each one's results. */
export function Campaigns() {
  const list = useGetCampaignsInfiniteQuery()
  return (
    <>
      <NewCampaignForm />
      <Top>
        <h2>Campaigns</h2>
      </Top>
      <PagedInbox
        list={list}
        rowsOf={campaignsOf}
        what="campaigns"
        empty={['No campaigns yet.', 'Campaigns you send show here with how many got them, read them, stopped, and the orders and bookings they brought.']}
        render={(campaign) => <CampaignCard key={campaign._id} campaign={campaign} />}
      />
    </>
  )
}
