import styled from 'styled-components'
import { useDocumentTitle } from '../../components/Page'

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space.lg};
`

/** A seller page's heading, also the browser tab's title. */
export function SellerHeading({ title }: { title: string }) {
  useDocumentTitle(`${title} · Seller`)
  return <Title>{title}</Title>
}
