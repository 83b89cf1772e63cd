import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik'
import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { TextAreaField, TextField } from '../../../components/Field'
import { HelpBody } from '../../../components/HelpBody'
import { Spinner } from '../../../components/Spinner'
import { HELP_BODY_MAX, HELP_SLUGS, helpMessages, helpPath, isHelpSlug, type HelpPage, type HelpSlug } from '../../../contract/help'
import { helpPageSchema } from '../../../contract/helpSchemas'
import { useGetHelpPageQuery } from '../../../shared/helpApi'
import { showToast } from '../../../shared/toasts'
import { usePreviewHelpPageMutation, useSaveHelpPageMutation } from './helpPagesApi'
import { SellerHeading } from '../SellerHeading'
import { ViewTabs } from '../ViewTabs'

/** The names the seller area gives the pages (the owner may retitle them). */
const PAGE_NAMES: Record<HelpSlug, string> = {
  faqs: 'FAQs',
  'delivery-information': 'Delivery Information',
  'return-and-refund-policy': 'Return and Refund Policy',
  'payment-methods': 'Payment Methods',
}

/** The preview follows the typing once it pauses this long. */
const PREVIEW_DELAY_MS = 400


const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 1400px;
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(2, minmax(0, 1fr)); align-items: start; }
`

const Panel = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.lg}; }
  textarea { min-height: 22rem; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: ${({ theme }) => theme.fontSizes.sm}; line-height: 1.6; }
`

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  code { background: ${({ theme }) => theme.colors.primarySoft}; padding: 0 4px; border-radius: 4px; }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`

const PreviewTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

type Values = { title: string; body: string }

/** The draft as the page will show it: the server renders and sanitizes it a moment after the typing stops. */
function Preview({ slug }: { slug: HelpSlug }) {
  const { values } = useFormikContext<Values>()
  const [preview, { data }] = usePreviewHelpPageMutation()
  useEffect(() => {
    const timer = setTimeout(() => void preview(values.body), PREVIEW_DELAY_MS)
    return () => clearTimeout(timer)
  }, [preview, values.body])
  return (
    <Panel aria-labelledby="help-preview-heading" aria-live="polite" aria-busy={!data}>
      <PreviewTitle id="help-preview-heading">Preview: {values.title || PAGE_NAMES[slug]}</PreviewTitle>
      {data ? <HelpBody body={data.preview} asQuestions={slug === 'faqs'} /> : <Spinner label="Preparing the preview…" />}
    </Panel>
  )
}

function HelpEditor({ page }: { page: HelpPage }) {
  const [save] = useSaveHelpPageMutation()
  const onSubmit = async (values: Values, { resetForm }: FormikHelpers<Values>) => {
    const { data } = await save({ slug: page.slug, ...helpPageSchema.cast(values) })
    if (data) {
      showToast('success', data.message ?? helpMessages.saved)
      resetForm({ values: { title: data.page.title, body: data.page.body } })
    }
  }
  return (
    <Formik initialValues={{ title: page.title, body: page.body }} validationSchema={helpPageSchema} onSubmit={onSubmit}>
      {({ isSubmitting, dirty }) => (
        <Columns>
          <Panel aria-label="Edit the page">
            <Form noValidate>
              <TextField name="title" label="Title" maxLength={200} />
              <Hint>
                Written in Markdown: <code>## Heading</code>, <code>**bold**</code>, <code>- list item</code>, <code>[link text](https://…)</code>.
                {page.slug === 'faqs' && ' Each ## heading is a question; the text under it is its answer.'}
              </Hint>
              <TextAreaField name="body" label="Text" maxLength={HELP_BODY_MAX} spellCheck />
              <Actions>
                <Button type="submit" disabled={isSubmitting || !dirty}>
                  {isSubmitting ? 'Saving…' : 'Save Page'}
                </Button>
                <Link to={helpPath(page.slug)} target="_blank">
                  View the page in the shop
                </Link>
              </Actions>
            </Form>
          </Panel>
          <Preview slug={page.slug} />
        </Columns>
      )}
    </Formik>
  )
}

/** /seller/help-pages: the owner writes the shop's FAQs, delivery, returns and payment pages, with a preview. */
export function HelpPagesPage() {
  const [params] = useSearchParams()
  const requested = params.get('page')
  const slug: HelpSlug = isHelpSlug(requested) ? requested : 'faqs'
  const { data: page, isLoading } = useGetHelpPageQuery(slug)
  return (
    <>
      <SellerHeading title="Help Pages" />
      <ViewTabs aria-label="Help pages">
        <ul>
          {HELP_SLUGS.map((each) => (
            <li key={each}>
              <Link to={`?page=${each}`} aria-current={each === slug ? 'page' : undefined}>
                {PAGE_NAMES[each]}
              </Link>
            </li>
          ))}
        </ul>
      </ViewTabs>
      {isLoading || !page ? <Spinner label="Loading the page…" /> : <HelpEditor key={`${page.slug}-${page.updatedAt}`} page={page} />}
    </>
  )
}
