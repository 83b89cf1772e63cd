import { Form, Formik } from 'formik'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { Input, SelectField, TextField } from '../../../components/Field'
import { Spinner } from '../../../components/Spinner'
import { commissionRuleSchema, earningsMessages, ruleOn, type CommissionRule } from '../../../contract/earnings'
import { formatCalendarDate, shopDate } from '../../../contract/shopClock'
import { useGetSalonQuery } from '../../../shared/salonApi'
import { showToast } from '../../../shared/toasts'
import { SellerHeading } from '../SellerHeading'
import { useAddCommissionRuleMutation, useGetCommissionRulesQuery } from './earningsApi'
import { Panel } from './Figures'

const em = earningsMessages

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); align-items: start; }
`

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`

const History = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li { padding: ${({ theme }) => theme.space.xs} 0; border-top: 1px solid ${({ theme }) => theme.colors.line}; }
  small { display: block; color: ${({ theme }) => theme.colors.muted}; }
`

/** A rule in words: "Services 30 % (Nails 25 %), products 10 %". */
const ruleWords = (rule: CommissionRule, categoryName: (id: string) => string) =>
  `Services ${rule.services} %${rule.categories.length > 0 ? ` (${rule.categories.map((entry) => `${categoryName(entry.category)} ${entry.percent} %`).join(', ')})` : ''}, products ${rule.products} %`

interface Draft {
  member: string
  from: string
  services: string
  products: string
  categories: Record<string, string>
}

/** /seller/commissions: each member's commission rule from a day on; a change is a new rule, so past periods keep theirs. Owners only. */
export function CommissionsPage() {
  const { data, isLoading } = useGetCommissionRulesQuery()
  const { data: salon } = useGetSalonQuery()
  const [addRule] = useAddCommissionRuleMutation()
  if (isLoading || !data) return <Spinner label="Loading the commission rules…" />
  const categories = salon?.categories ?? []
  const categoryName = (id: string) => categories.find((category) => category.id === id)?.name ?? id
  const today = shopDate()
  const initial: Draft = { member: data.members[0]?.id ?? '', from: today, services: '', products: '', categories: {} }
  return (
    <>
      <SellerHeading title={em.rulesTitle} />
      <Layout>
        <Panel aria-labelledby="new-rule">
          <h2 id="new-rule">New rule</h2>
          <Formik<Draft>
            initialValues={initial}
            validate={(draft) => {
              try {
                commissionRuleSchema.validateSync(requestOf(draft), { abortEarly: false })
                return {}
              } catch (error) {
                const errors: Record<string, string> = {}
                for (const inner of (error as { inner: { path?: string; message: string }[] }).inner) {
                  const path = inner.path?.startsWith('categories') ? 'services' : (inner.path ?? 'member')
                  errors[path] ??= inner.message
                }
                return errors
              }
            }}
            onSubmit={async (draft, { resetForm }) => {
              const answer = await addRule(requestOf(draft))
              if ('data' in answer && answer.data) {
                showToast('success', answer.data.message ?? em.ruleSaved)
                resetForm({ values: { ...initial, member: draft.member } })
              }
            }}
          >
            {({ isSubmitting, values, setFieldValue }) => (
              <Form noValidate aria-label="New commission rule">
                <SelectField name="member" label="Member">
                  {data.members.map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.name}
                    </option>
                  ))}
                </SelectField>
                <TextField name="from" label="From" type="date" />
                <Pair>
                  <TextField name="services" label="Services (%)" inputMode="decimal" />
                  <TextField name="products" label="Products (%)" inputMode="decimal" />
                </Pair>
                <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                  <legend style={{ fontWeight: 600 }}>A category’s own percent of services (optional)</legend>
                  <Pair>
                    {categories.map((category) => (
                      <label key={category.id} style={{ display: 'grid', gap: 2 }}>
                        {category.name} (%)
                        <Input inputMode="decimal" value={values.categories[category.id] ?? ''} onChange={(event) => void setFieldValue('categories', { ...values.categories, [category.id]: event.target.value })} />
                      </label>
                    ))}
                  </Pair>
                </fieldset>
                <Button type="submit" $block disabled={isSubmitting} style={{ marginTop: 16 }}>
                  {isSubmitting ? 'Saving…' : 'Save rule'}
                </Button>
              </Form>
            )}
          </Formik>
        </Panel>
        <div>
          {data.members.map((member) => {
            const rules = data.rules.filter((rule) => rule.member === member.id)
            const now = ruleOn(rules, today)
            return (
              <Panel key={member.id} aria-labelledby={`rules-${member.id}`}>
                <h2 id={`rules-${member.id}`}>{member.name}</h2>
                <p>{now ? `Now: ${ruleWords(now, categoryName)}` : 'No rule: she earns no commission yet.'}</p>
                {rules.length > 0 && (
                  <History aria-label={`${member.name}’s rules`}>
                    {rules.map((rule) => (
                      <li key={rule._id}>
                        From {formatCalendarDate(rule.from)}: {ruleWords(rule, categoryName)}
                        <small>Written {formatCalendarDate(rule.createdAt.slice(0, 10))}</small>
                      </li>
                    ))}
                  </History>
                )}
              </Panel>
            )
          })}
        </div>
      </Layout>
    </>
  )
}

/** The request a draft makes: percents as numbers (an empty one is no number, which the schema names), the categories given. */
function requestOf(draft: Draft) {
  const number = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')))
  return {
    member: draft.member,
    from: draft.from,
    services: number(draft.services) as number,
    products: number(draft.products) as number,
    categories: Object.entries(draft.categories)
      .filter(([, text]) => text.trim() !== '')
      .map(([category, text]) => ({ category, percent: number(text) as number })),
  }
}
