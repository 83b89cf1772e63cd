import { useCallback, useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { useAppDispatch, useAppSelector } from '../../shared/hooks'
import { BOOKING_SERVICE_PARAM } from '../../contract/routes'
import { BOOKING_MEMBER_PARAM, REVIEW_TOKEN_PARAM } from '../../contract/reviews'
import { Page } from '../../components/Page'
import { bookingHead } from '../../contract/pageHeads'
import { brand } from '../../content/brand'
import { useSalon } from './bookingOptions'
import { SalonReviews, useGetSalonReviewsQuery } from '../../shared/salonApi'
import { BOOKING_STEPS, selectBookingStep, serviceChosen } from './bookingSlice'
import { DepositReturn } from './DepositReturn'
import { ReviewPage } from './review/ReviewPage'
import { StepProgress } from './StepProgress'
import { DetailsStep } from './steps/DetailsStep'
import { DoneStep } from './steps/DoneStep'
import { PaymentStep } from './steps/PaymentStep'
import { ServiceStep } from './steps/ServiceStep'
import { TimeStep } from './steps/TimeStep'
import { OFFER_TOKEN_PARAM } from '../../contract/waitingList'
import { WaitingListOffer } from './waitingList/WaitingListOffer'

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} { grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr); align-items: start; }
`

const Card = styled.div`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.xl}; }
`

const Intro = styled.p`
  max-width: 44rem;
  color: ${({ theme }) => theme.colors.muted};
`

const Aside = styled.aside`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};

  h2 { margin: 0 0 ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  ul { margin: 0; padding-left: 1.1rem; display: grid; gap: ${({ theme }) => theme.space.sm}; }
  a { color: ${({ theme }) => theme.colors.primary}; font-weight: 600; }
`

const Reviews = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  h2 { margin: 0 0 ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.fontSizes.xl}; }
`

const StepHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  &:focus { outline: none; }
`

const STEP_TITLES = ['Choose a time', 'Choose a service', 'Your details', 'Payment', 'See you soon!'] as const
const STEP_FORMS = [TimeStep, ServiceStep, DetailsStep, PaymentStep, DoneStep] as const

/** /booking, the wizard; /booking?review=<token>, the review a client is asked for after a visit (its link's token). */
export function BookingPage() {
  const [params] = useSearchParams()
  const token = params.get(REVIEW_TOKEN_PARAM)
  return token === null ? <BookingWizard /> : <ReviewPage token={token} />
}

/** The five-step salon booking wizard (SPEC §2 Booking wizard). */
function BookingWizard() {
  const wizardStep = useAppSelector(selectBookingStep)
  const { deposit, services, team } = useSalon()
  const [params, setParams] = useSearchParams()
  // Back from paying a card deposit: the Payment step asks what became of it.
  const depositReference = params.get('deposit')
  const step = depositReference ? BOOKING_STEPS.indexOf('Payment') : wizardStep
  const offerToken = params.get(OFFER_TOKEN_PARAM)
  const depositChecked = useCallback(() => setParams({}, { replace: true }), [setParams])
  // Opened with a service chosen (a home-page card's Book Now): it and its category are chosen once the menu is in.
  const dispatch = useAppDispatch()
  const asked = params.get(BOOKING_SERVICE_PARAM)
  const chosen = services.find((service) => service.id === asked && service.active)
  // …and her member (a rebooking reminder's link), when she still does that category.
  const member = team.find((one) => one.id === params.get(BOOKING_MEMBER_PARAM) && chosen && one.categories.includes(chosen.categoryId))
  useEffect(() => {
    if (!asked || services.length === 0) return
    if (chosen) dispatch(serviceChosen({ category: chosen.categoryId, service: chosen.id, ...(member && { employee: member.id }) }))
    setParams({}, { replace: true })
  }, [asked, chosen, member, services.length, dispatch, setParams])
  const { data: reviews } = useGetSalonReviewsQuery()
  const heading = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef(step)
  const StepForm = STEP_FORMS[step] ?? TimeStep

  // A new step takes the focus to its heading, so keyboard and screen reader users start there.
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    heading.current?.focus()
  }, [step])

  return (
    <Page title={bookingHead.title} description={bookingHead.description}>
      <Intro>Book hair, nails, massage, facials or make-up at our Lekki salon in a few steps.</Intro>
      <Layout>
        {offerToken ? (
          <Card>
            <StepHeading as="h2">A time has freed up for you</StepHeading>
            {/* A waiting-list offer's link opens this page with its token (?offer=…): the offer, in the wizard's place. */}
            <WaitingListOffer token={offerToken} />
          </Card>
        ) : (
        <Card>
          <StepProgress step={step} />
          <StepHeading ref={heading} tabIndex={-1}>
            <span className="visually-hidden">
              Step {step + 1} of {BOOKING_STEPS.length}:{' '}
            </span>
            {STEP_TITLES[step]}
          </StepHeading>
          {depositReference ? <DepositReturn reference={depositReference} onSettled={depositChecked} /> : <StepForm />}
        </Card>
        )}
        <Aside aria-labelledby="booking-good-to-know">
          <h2 id="booking-good-to-know">Good to know</h2>
          <ul>
            <li>Open {brand.openingHours}; every appointment starts on the hour.</li>
            <li>{deposit ? `Nothing is charged when you book, except a ${deposit.percent} % deposit if you pay by card.` : 'Nothing is charged when you book.'}</li>
            <li>We confirm your appointment by e-mail, and by WhatsApp or SMS if you ask for it with your details.</li>
            <li>
              Need to change a booking? Use the link in your confirmation, or call <a href={brand.phoneHref}>{brand.phone}</a> and quote your reference.
            </li>
            <li>{brand.address}</li>
          </ul>
        </Aside>
      </Layout>
      {reviews && reviews.reviews.length > 0 && (
        <Reviews aria-labelledby="booking-reviews">
          <h2 id="booking-reviews">What our clients say</h2>
          <SalonReviews {...reviews} />
        </Reviews>
      )}
    </Page>
  )
}

