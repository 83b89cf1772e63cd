import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Container } from '../../components/Page'
import { brand } from '../../content/brand'
import { footerGroups } from '../../content/marketing'
import { DataSaverSwitch } from './DataSaverSwitch'

const Wrapper = styled.footer`
  margin-top: auto;
  padding: ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.ink};
  color: #eadfe4;
  a { color: #eadfe4; text-decoration: none; }
  a:hover { color: #fff; text-decoration: underline; }
`

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: 1.6fr repeat(3, 1fr); }
`

const About = styled.div`
  p { max-width: 28rem; color: #cdbfc6; }
  address { font-style: normal; color: #cdbfc6; line-height: 1.8; }
`

const BrandLine = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  && { color: #fff; }
  img { width: 44px; height: 44px; }
`

const Group = styled.nav`
  h2 { font-family: ${({ theme }) => theme.fonts.body}; font-size: ${({ theme }) => theme.fontSizes.md}; color: #fff; margin-bottom: ${({ theme }) => theme.space.md}; }
  ul { margin: 0; padding: 0; list-style: none; display: grid; gap: ${({ theme }) => theme.space.sm}; }
`

const Copyright = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  color: #cdbfc6;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`

export function Footer() {
  return (
    <Wrapper>
      <Container>
        <Columns>
          <About>
            <BrandLine to="/">
              <img src="/art/logo.svg" alt="" width={44} height={44} loading="lazy" />
              {brand.name}
            </BrandLine>
            <p>{brand.blurb}</p>
            <address>
              {brand.address}
              <br />
              <a href={brand.phoneHref}>{brand.phone}</a> · <a href={`mailto:${brand.email}`}>{brand.email}</a>
            </address>
          </About>
          {footerGroups.map((group, index) => (
            <Group key={group.title} aria-labelledby={`footer-group-${index}`}>
              <h2 id={`footer-group-${index}`}>{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.text}>
                    <Link to={link.url}>{link.text}</Link>
                  </li>
                ))}
              </ul>
            </Group>
          ))}
          <Group aria-labelledby="footer-follow">
            <h2 id="footer-follow">Follow Us</h2>
            <ul>
              {brand.socials.map((social) => (
                <li key={social.name}>
                  <a href={social.url} target="_blank" rel="noopener noreferrer">
                    {social.name}
                  </a>
                </li>
              ))}
            </ul>
          </Group>
        </Columns>
        <Copyright>
          © {new Date().getFullYear()} {brand.name}. All rights reserved.
        </Copyright>
        <DataSaverSwitch />
      </Container>
    </Wrapper>
  )
}
