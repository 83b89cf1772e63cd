// The owner's and the shopper's requests about discount codes, checked alike in the browser and on the server.
import * as yup from 'yup'
import { TEXT_MAX } from './limits'
import { CODE_CHANNELS, DISCOUNT_KINDS, DISCOUNT_TARGETS, CODE_MAX_LENGTH, CODE_MIN_LENGTH, normalizeCode, promotionMessages, shopMomentOf } from './promotions'

const pc = promotionMessages.code
const pa = promotionMessages.admin

/** A code as typed: its spaces gone and its letters capitals, then 3 to 20 letters and digits. */
export const codeField = yup
  .string()
  .typeError(pc.invalid)
  .max(TEXT_MAX, pc.invalid)
  .transform((value: unknown) => (typeof value === 'string' ? normalizeCode(value) : value))
  .matches(/^[A-Z0-9]+$/, pc.invalid)
  .min(CODE_MIN_LENGTH, pc.invalid)
  .max(CODE_MAX_LENGTH, pc.invalid)

const moment = (message: string) => yup.string().strict().max(TEXT_MAX, message).test('moment', message, (value) => value === undefined || value === '' || shopMomentOf(value) !== undefined)
const uses = yup.number().typeError(pa.uses).integer(pa.uses).min(1, pa.uses).max(1_000_000, pa.uses).nullable().optional()

/** POST /api/promotions/codes: a code the owner makes (money in naira as she types it; times on the shop's clock). */
export const newCodeSchema = yup
  .object({
    code: codeField.required(pc.invalid),
    kind: yup.string().oneOf(DISCOUNT_KINDS, pa.kind).required(pa.kind),
    value: yup
      .number()
      .typeError(pa.amount)
      .required(pa.amount)
      .when('kind', {
        is: 'percent',
        then: (value) => value.integer(pa.percent).min(1, pa.percent).max(100, pa.percent),
        otherwise: (value) => value.moreThan(0, pa.amount).max(10_000_000, pa.amount).test('kobo', pa.amount, (naira) => Number.isInteger(Math.round(naira * 100 * 1e6) / 1e6)),
      }),
    appliesTo: yup.string().oneOf(DISCOUNT_TARGETS, pa.appliesTo).required(pa.appliesTo),
    target: yup
      .string()
      .strict()
      .trim()
      .max(TEXT_MAX, pa.target)
      .when('appliesTo', { is: 'order', then: (target) => target.optional(), otherwise: (target) => target.required(pa.target) }),
    minSpend: yup.number().typeError(pa.minSpend).min(0, pa.minSpend).max(10_000_000, pa.minSpend).optional(),
    from: moment(pa.from).required(pa.from),
    until: moment(pa.until)
      .optional()
      .test('after', pa.until, function (until) {
        if (!until) return true
        const from = shopMomentOf(String(this.parent.from ?? ''))
        const end = shopMomentOf(until)
        return !from || !end || end > from
      }),
    maxUses: uses,
    perCustomer: uses,
    firstOrderOnly: yup.boolean().strict().optional(),
    channel: yup.string().oneOf(CODE_CHANNELS, pa.channel).required(pa.channel),
  })
  .noUnknown(true, ({ unknown }) => `Unknown field: ${String(unknown).slice(0, 30)}`)

export type NewCode = yup.InferType<typeof newCodeSchema>

/** POST /api/promotions/codes/:id/pause: paused (true) or running again (false). */
export const pauseCodeSchema = yup.object({ paused: yup.boolean().strict().required('Say whether the code is paused.') })

