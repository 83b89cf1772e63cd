import { Form, Formik } from 'formik'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { TextField } from '../../components/Field'
import { useDocumentTitle } from '../../components/Page'
import { brand } from '../../content'
import { loginSchema } from '../../contract/schemas'
import { useSellerLogin } from './sellerSession'

const Screen = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.primarySoft}, ${({ theme }) => theme.colors.background});
`

const Card = styled.div`
  width: 100%;
  max-width: 400px;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-align: center;
  span { color: ${({ theme }) => theme.colors.primary}; }
`

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`

export function SellerLogin() {
  useDocumentTitle('Seller login')
  const logIn = useSellerLogin()
  return (
    <Screen>
      <Card>
        <Title>
          <span>Seller</span> Login
        </Title>
        <Hint>Sign in to manage {brand.name}.</Hint>
        <Formik
          initialValues={{ email: '', password: '' }}
          validationSchema={loginSchema}
          onSubmit={(values) => logIn({ email: values.email.trim(), password: values.password })}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <TextField name="email" label="Email" type="email" autoComplete="username" />
              <TextField name="password" label="Password" type="password" autoComplete="current-password" />
              <Button type="submit" $block disabled={isSubmitting}>
                {isSubmitting ? 'Logging in…' : 'Login'}
              </Button>
            </Form>
          )}
        </Formik>
      </Card>
    </Screen>
  )
}
