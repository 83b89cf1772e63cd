import styled from 'styled-components'
import { Button } from '../../components/Button'

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};

  button { white-space: nowrap; }
`

/** Back (disabled on the first step) and the step's submit button. */
export function StepActions({ onBack, submitLabel = 'Next', busy = false }: { onBack?: () => void; submitLabel?: string; busy?: boolean }) {
  return (
    <Row>
      <Button type="button" $variant="outline" onClick={onBack} disabled={!onBack || busy}>
        Back
      </Button>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {submitLabel}
      </Button>
    </Row>
  )
}
