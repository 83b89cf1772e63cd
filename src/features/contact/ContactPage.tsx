import styled from 'styled-components'
import { Page } from '../../components/Page'
import { Panel } from '../../components/Panel'
import { contactHead } from '../../contract/pageHeads'
import { brand } from '../../content/brand'
import { ContactForm } from './ContactForm'

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} { grid-template-columns: 5fr 6fr; align-items: start; }
`

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};

  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd { margin: ${({ theme }) => theme.space.xs} 0 0; font-size: ${({ theme }) => theme.fontSizes.md}; overflow-wrap: anywhere; }
  a { color: ${({ theme }) => theme.colors.primary}; font-weight: 600; }
  address { font-style: normal; }
`

const ReplyPromise = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.background};
  font-weight: 600;
`

const Map = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.line};
`

/** SPEC Contact page: how to reach the salon, where it is, and a form answered within 24 hours. */
export function ContactPage() {
  return (
    <Page title={contactHead.title} description={contactHead.description}>
      <Layout>
        <Panel aria-labelledby="contact-details">
          <h2 id="contact-details">Get in touch</h2>
          <ReplyPromise>We reply to every message within 24 hours.</ReplyPromise>
          <Details>
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={brand.phoneHref}>{brand.phone}</a>
              </dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${brand.email}`}>{brand.email}</a>
              </dd>
            </div>
            <div>
              <dt>Address</dt>
              <dd>
                <address>{brand.address}</address>
              </dd>
            </div>
            <div>
              <dt>Opening hours</dt>
              <dd>{brand.openingHours}</dd>
            </div>
          </Details>
          <Map src="/art/map.svg" width={800} height={450} alt={`Map showing ${brand.name} at ${brand.address}`} />
        </Panel>
        <Panel aria-labelledby="contact-form">
          <h2 id="contact-form">Send us a message</h2>
          <ContactForm />
        </Panel>
      </Layout>
    </Page>
  )
}
