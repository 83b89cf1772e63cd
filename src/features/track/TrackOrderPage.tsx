import { Form, Formik } from 'formik'
import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { TextField } from '../../components/Field'
import { OrderTimeline } from '../../components/OrderTimeline'
import { Page } from '../../components/Page'
import { Panel as PagePanel } from '../../components/Panel'
import { SalonPickup } from '../../components/SalonPickup'
import { deliveryMessages, orderPromise } from '../../contract/delivery'
import { trackOrderSchema } from '../../contract/schemas'
import type { TrackedOrder } from '../../contract/types'
import { failedCallMessage } from '../../shared/apiErrors'
import { useTrackOrderMutation } from './trackApi'

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} { grid-template-columns: 1fr 1fr; align-items: start; }
`

const Panel = styled(PagePanel)`
  > p { margin-top: 0; color: ${({ theme }) => theme.colors.muted}; }
`

/** What was promised, above the steps so far. */
const Promised = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  h3 { margin: 0; font-family: inherit; font-size: ${({ theme }) => theme.fontSizes.md}; }
  > p { margin: 0; }
`

const Problem = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`

/** Track Order (the footer's link): an order's number and the e-mail it was placed with show its steps, nothing else. */
export function TrackOrderPage() {
  const [trackOrder] = useTrackOrderMutation()
  const [found, setFound] = useState<TrackedOrder>()
  const [problem, setProblem] = useState<string>()
  // Its days, or collection at the salon, as promised when it was placed.
  const promise = found && orderPromise(found)
  // The steps are read out and, on a phone, scrolled to: they appear below the form.
  const resultHeading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (found) resultHeading.current?.focus()
  }, [found])

  return (
    <Page title="Track Order">
      <Layout>
        <Panel aria-labelledby="track-form-heading">
          <h2 id="track-form-heading">Find your order</h2>
          <p>Enter the order number from your confirmation e-mail (or My Orders) and the e-mail address you placed the order with.</p>
          <Formik
            initialValues={{ reference: '', email: '' }}
            validationSchema={trackOrderSchema}
            onSubmit={async (values) => {
              setProblem(undefined)
              const result = await trackOrder(trackOrderSchema.cast(values))
              if (result.error) {
                setFound(undefined)
                setProblem(failedCallMessage(result.error))
              } else setFound(result.data.order)
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate>
                <TextField name="reference" label="Order number" placeholder="e.g. 3F9A0C1B" autoComplete="off" autoCapitalize="characters" spellCheck={false} />
                <TextField name="email" label="Email" type="email" autoComplete="email" />
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? 'Looking…' : 'Track order'}
                </Button>
                {problem && <Problem role="alert">{problem}</Problem>}
              </Form>
            )}
          </Formik>
        </Panel>
        {found && (
          <Panel aria-labelledby="track-result-heading">
            <h2 id="track-result-heading" ref={resultHeading} tabIndex={-1}>Order {found.reference}</h2>
            {found.pickup ? (
              <Promised aria-labelledby="track-pickup-heading">
                <h3 id="track-pickup-heading">{deliveryMessages.pickup}</h3>
                <SalonPickup point={found.pickup} />
                {promise && <p>{promise}</p>}
              </Promised>
            ) : (
              promise && <p>{promise}</p>
            )}
            <OrderTimeline steps={found.timeline} label={`History of order ${found.reference}`} />
          </Panel>
        )}
      </Layout>
    </Page>
  )
}
