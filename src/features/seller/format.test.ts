import { formatDay, mailtoHref } from './format'

describe('the seller lists’ formats', () => {
  it('writes a calendar date the same in every time zone', () => {
    expect(formatDay('2026-03-14')).toBe('14 Mar 2026')
  })

  it('makes a reply link whose address cannot add recipients or a body', () => {
    expect(mailtoHref('ify@example.ng', 'Re: Bulk order')).toBe('mailto:ify@example.ng?subject=Re%3A%20Bulk%20order')
    // An address stored before addresses were checked strictly.
    expect(mailtoHref('tunde@example.ng?bcc=all@example.ng&body=hi', 'Re: Opening hours')).toBe(
      'mailto:tunde@example.ng%3Fbcc%3Dall%40example.ng%26body%3Dhi?subject=Re%3A%20Opening%20hours',
    )
  })
})
