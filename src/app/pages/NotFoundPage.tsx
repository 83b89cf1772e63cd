import styled from 'styled-components'
import { ButtonLink } from '../../components/Button'
import { Container, usePageHead } from '../../components/Page'
import { notFoundHead } from '../../contract/pageHead'
import { paths } from '../../contract/routes'

const Box = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} 0;
  text-align: center;
`

const Code = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(4rem, 18vw, 8rem);
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
`

export function NotFoundPage() {
  usePageHead(notFoundHead)
  return (
    <Container>
      <Box>
        <Code aria-hidden="true">404</Code>
        <h1>{notFoundHead.title}</h1>
        <p>Sorry, we couldn’t find the page you were looking for. It may have moved, or the link may be mistyped.</p>
        <Actions>
          <ButtonLink to={paths.home}>Go back home</ButtonLink>
          <ButtonLink to={paths.contact} $variant="outline">
            Contact support
          </ButtonLink>
        </Actions>
      </Box>
    </Container>
  )
}
