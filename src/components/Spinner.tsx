import styled, { keyframes } from 'styled-components'

const spin = keyframes`to { transform: rotate(360deg); }`

const Ring = styled.div`
  width: 44px;
  height: 44px;
  margin: ${({ theme }) => theme.space.xl} auto;
  border: 4px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`

export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status">
      <Ring aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}
