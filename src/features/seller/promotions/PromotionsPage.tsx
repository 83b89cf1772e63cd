import { Form, Formik, yupToFormErrors } from 'formik'
import styled from 'styled-components'
import { Button, ButtonAnchor } from '../../../components/Button'
import { CheckboxField, SelectField, TextField } from '../../../components/Field'
import { categories } from '../../../content/categories'
import { formatNaira, nairaToKobo } from '../../../contract/money'
import { newCodeSchema, type NewCode } from '../../../contract/promotionSchemas'
import { CODE_STATE_NAMES, codeShareLink, discountText, type CodeChannel, type DiscountCode, type DiscountKind } from '../../../contract/promotions'
import { shopDate, shopTime } from '../../../contract/shopClock'
import { apiUrl } from '../../../shared/env'
import { showToast } from '../../../shared/toasts'
import { Badge } from '../Badge'
import { Card, CardTop, PagedInbox } from '../Inbox'
import { SellerHeading } from '../SellerHeading'
import { useAppSelector } from '../../../shared/hooks'
import { selectMay } from '../sellerSlice'
import { Campaigns } from './Campaigns'
import { useAddDiscountCodeMutation, useGetDiscountCodesInfiniteQuery, usePauseDiscountCodeMutation } from './promotionsApi'
import { Actions, Grid, Panel, Top } from './promotionsLayout'

const Code = styled.h3`
  letter-spacing: 0.05em;
`

/** The form's values as typed: numbers stay text until sent. */
interface CodeValues {
  code: string
  kind: DiscountKind
  value: string
  appliesTo: 'order' | 'category'
  target: string
  minSpend: string
  from: string
  until: string
  maxUses: string
  perCustomer: string
  firstOrderOnly: boolean
}

const now = () => new Date()
const initialValues = (): CodeValues => ({
  code: '',
  kind: 'percent',
  value: '',
  appliesTo: 'order',
  target: '',
  minSpend: '',
  from: `${shopDate(now())}T${shopTime(now())}`,
  until: '',
  maxUses: '',
  perCustomer: '',
  firstOrderOnly: false,
})

const numberOrNone = (typed: string) => (typed.trim() === '' ? undefined : Number(typed))

/** What the server is sent: empty boxes left out, numbers as numbers. */
const toRequest = (values: CodeValues): NewCode =>
  ({
    code: values.code,
    kind: values.kind,
    value: numberOrNone(values.value),
    appliesTo: values.appliesTo,
    ...(values.appliesTo !== 'order' && { target: values.target }),
    ...(values.minSpend.trim() !== '' && { minSpend: numberOrNone(values.minSpend) }),
    from: values.from,
    ...(values.until !== '' && { until: values.until }),
    ...(values.maxUses.trim() !== '' && { maxUses: numberOrNone(values.maxUses) }),
    ...(values.perCustomer.trim() !== '' && { perCustomer: numberOrNone(values.perCustomer) }),
    firstOrderOnly: values.firstOrderOnly,
    // The counter's bill takes no code yet: the form makes online codes (the API takes the others).
    channel: 'online',
  }) as NewCode

async function validate(values: CodeValues) {
  try {
    await newCodeSchema.validate(toRequest(values), { abortEarly: false })
    return {}
  } catch (error) {
    return yupToFormErrors(error)
  }
}

const CHANNEL_NAMES: Record<CodeChannel, string> = { both: 'Online and at the counter', online: 'Online only', counter: 'At the counter only' }

function NewCodeForm() {
  const [add] = useAddDiscountCodeMutation()
  return (
    <Panel aria-labelledby="new-code">
      <h2 id="new-code">New discount code</h2>
      <Formik
        initialValues={initialValues()}
        validate={validate}
        onSubmit={async (values, { resetForm }) => {
          const { data } = await add(toRequest(values))
          if (!data) return
          showToast('success', data.message ?? 'Code created.')
          resetForm({ values: initialValues() })
        }}
      >
        {({ values, isSubmitting }) => (
          <Form noValidate>
            <Grid>
              <TextField name="code" label="Code" hint="Letters and digits, as shoppers type it: GLOW20" autoComplete="off" autoCapitalize="characters" />
              <SelectField name="kind" label="Discount">
                <option value="percent">Percent off</option>
                <option value="amount">Naira off</option>
              </SelectField>
              <TextField name="value" label={values.kind === 'percent' ? 'Percent off' : 'Naira off'} inputMode="decimal" />
              <SelectField name="appliesTo" label="Applies to">
                <option value="order">The whole order</option>
                <option value="category">One category</option>
              </SelectField>
              {values.appliesTo === 'category' && (
                <SelectField name="target" label="Category">
                  <option value="">Choose a category</option>
                  {categories.map((category) => (
                    <option key={category.path} value={category.path}>
                      {category.text}
                    </option>
                  ))}
                </SelectField>
              )}
              <TextField name="minSpend" label="Minimum spend (₦)" inputMode="decimal" hint="Empty: any order" />
              <TextField name="from" label="From (Lagos time)" type="datetime-local" />
              <TextField name="until" label="Until (Lagos time)" type="datetime-local" hint="Empty: no end" />
              <TextField name="maxUses" label="Uses in all" inputMode="numeric" hint="Empty: no limit" />
              <TextField name="perCustomer" label="Uses per customer" inputMode="numeric" hint="Empty: no limit" />
              <CheckboxField name="firstOrderOnly" label="First order only" />
            </Grid>
            <Button type="submit" disabled={isSubmitting}>
              Create code
            </Button>
          </Form>
        )}
      </Formik>
    </Panel>
  )
}

const STATE_TONES: Record<DiscountCode['state'], 'good' | 'wait' | 'stop'> = { running: 'good', scheduled: 'wait', paused: 'wait', ended: 'stop' }

const momentText = (value: string) => value.replace('T', ' ')
const ruleOf = (code: DiscountCode) => ({ kind: code.kind, value: code.kind === 'percent' ? code.value : nairaToKobo(code.value) })

function CodeCard({ code }: { code: DiscountCode }) {
  const [pause, { isLoading }] = usePauseDiscountCodeMutation()
  const headingId = `code-${code._id}`
  const toggle = async () => {
    const { data } = await pause({ id: code._id, paused: code.state !== 'paused' })
    if (data?.message) showToast('success', data.message)
  }
  return (
    <Card aria-labelledby={headingId}>
      <CardTop>
        <Code id={headingId}>{code.code}</Code>
        <Badge $tone={STATE_TONES[code.state]}>{CODE_STATE_NAMES[code.state]}</Badge>
      </CardTop>
      <p>
        {discountText(ruleOf(code))} {code.targetName ? `${code.appliesTo === 'category' ? 'the category ' : ''}${code.targetName}` : 'the whole order'}
        {code.minSpend > 0 && ` · spend ${formatNaira(code.minSpend)} or more`}
        {code.firstOrderOnly && ' · first order only'} · {CHANNEL_NAMES[code.channel]}
      </p>
      <p>
        From {momentText(code.from)}
        {code.until ? ` until ${momentText(code.until)}` : ', no end'}
      </p>
      <p>
        Uses: <strong>{code.uses}</strong>
        {code.maxUses !== null && ` of ${code.maxUses}`}
        {code.perCustomer !== null && ` (${code.perCustomer} per customer)`} · Discount given: <strong>{formatNaira(code.discountGiven)}</strong> · Revenue:{' '}
        <strong>{formatNaira(code.revenue)}</strong>
      </p>
      <Actions>
        {code.state !== 'ended' && (
          <Button type="button" $variant="outline" disabled={isLoading} onClick={() => void toggle()} aria-describedby={headingId}>
            {code.state === 'paused' ? 'Resume' : 'Pause'}
          </Button>
        )}
        <ButtonAnchor href={codeShareLink(code.code, ruleOf(code), window.location.origin)} target="_blank" rel="noopener noreferrer" $variant="outline" aria-describedby={headingId}>
          Share on WhatsApp
        </ButtonAnchor>
      </Actions>
    </Card>
  )
}

const codesOf = (page: { codes: DiscountCode[] }) => page.codes

/** /seller/promotions: the owner's discount codes (a new one, each one's uses, discount given and revenue), then her campaigns. */
export function PromotionsPage() {
  const list = useGetDiscountCodesInfiniteQuery()
  const sendsCampaigns = useAppSelector((state) => selectMay(state, 'campaigns.send'))
  return (
    <>
      <SellerHeading title="Promotions" />
      <NewCodeForm />
      <Top>
        <h2>Discount codes</h2>
        <ButtonAnchor href={`${apiUrl}/api/promotions/codes.csv`} download $variant="outline">
          Download CSV
        </ButtonAnchor>
      </Top>
      <PagedInbox
        list={list}
        rowsOf={codesOf}
        what="discount codes"
        empty={['No discount codes yet.', 'Codes you create show here with their uses, the discount given and the revenue they brought.']}
        render={(code) => <CodeCard key={code._id} code={code} />}
      />
      {sendsCampaigns && <Campaigns />}
    </>
  )
}
