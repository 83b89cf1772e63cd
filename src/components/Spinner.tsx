import styled, { keyframes } from 'styled-components'

const spin = keyframes`to { transform: rotate(360deg); }`

/** A page still loading holds a screen's height, so the footer stays below the fold and nothing jumps when it arrives. */
const Status = styled.div<{ $fillsPage: boolean }>`
  min-height: ${({ $fillsPage }) => ($fillsPage ? '100vh' : 'auto')};
`

const Ring = styled.div`
  width: 44px;
  height: 44px;
  margin: ${({ theme }) => theme.space.xl} auto;
  border: 4px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`

export function Spinner({ label = 'Loading…', fillsPage = false }: { label?: string; fillsPage?: boolean }) {
  return (
    <Status role="status" $fillsPage={fillsPage}>
      <Ring aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </Status>
  )
}
