import { needsPatchTest } from './deskClients'

describe('needsPatchTest', () => {
  it('asks none for a service without a patch test', () => {
    expect(needsPatchTest(null, null, '2026-12-10')).toBe(false)
  })

  it('asks one of a client with none on record', () => {
    expect(needsPatchTest(30, null, '2026-12-10')).toBe(true)
  })

  it('counts a test up to the service’s days before the appointment, the first of them included', () => {
    expect(needsPatchTest(30, '2026-11-10', '2026-12-10')).toBe(false)
    expect(needsPatchTest(30, '2026-11-09', '2026-12-10')).toBe(true)
    expect(needsPatchTest(30, '2026-12-10', '2026-12-10')).toBe(false)
    expect(needsPatchTest(1, '2026-12-09', '2026-12-10')).toBe(false)
  })

  it('does not count a test after the appointment', () => {
    expect(needsPatchTest(30, '2026-12-11', '2026-12-10')).toBe(true)
  })
})
