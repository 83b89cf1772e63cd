import { Fragment } from 'react'

/** An e-mail address that a narrow screen wraps after its dots and its @, never in the middle of a word. */
export function EmailAddress({ address }: { address: string }) {
  return address.split(/(?<=[.@])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ))
}
