import styled from 'styled-components'
import { offlineTexts } from '../../contract/offline'

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  font-weight: 600;
  text-align: center;
`

/** Shown while there is no signal: the page may be one the phone kept, with the prices of that day. */
export function OfflineNotice() {
  return <Notice role="status">{offlineTexts.notice}</Notice>
}
