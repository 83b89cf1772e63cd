import { ValidationError, type AnyObjectSchema, type InferType, type Schema } from 'yup'
import { badRequest, notFound } from './refusal'
import type { ClockContext } from '../../../src/contract'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The JSON type of every field must be its own: text is a string and a number is a number, never
 * one parsed from the other (yup would store 1e308 as "1e+308" and read "0x10" as 16). This names
 * the first field whose JSON type is wrong.
 */
function wrongType(schema: Schema, value: unknown, path: string): string | undefined {
  if (value === undefined || value === null) return undefined
  const where = path || 'The request body'
  switch (schema.type) {
    case 'string':
      return typeof value === 'string' ? undefined : `${where} must be text.`
    case 'number':
      return typeof value === 'number' ? undefined : `${where} must be a number.`
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `${where} must be true or false.`
    case 'object': {
      if (!isRecord(value)) return `${where} must be an object.`
      const { fields } = schema as unknown as { fields: Record<string, Schema> }
      // yup looks field names up with `fields[key]`: `constructor` or `__proto__` would find
      // Object.prototype's and crash it, so such names are refused here.
      const inherited = Object.keys(value).find((key) => key in Object.prototype && !Object.hasOwn(fields, key))
      if (inherited) return `Unknown field: ${path ? `${path}.${inherited}` : inherited}`
      for (const [key, field] of Object.entries(fields)) {
        const problem = wrongType(field, value[key], path ? `${path}.${key}` : key)
        if (problem) return problem
      }
      return undefined
    }
    case 'array': {
      if (!Array.isArray(value)) return `${where} must be a list.`
      const { innerType } = schema as unknown as { innerType?: Schema }
      for (const [index, item] of value.entries()) {
        const problem = innerType && wrongType(innerType, item, `${path}[${index}]`)
        if (problem) return problem
      }
      return undefined
    }
    default:
      return undefined
  }
}

const NOT_TEXT = 'The request contains characters that are not valid text.'
/** U+0000, or half of a surrogate pair on its own (in u mode a whole pair is one code point). */
const BROKEN_TEXT = /[\0\p{Cs}]/u

/**
 * PostgreSQL cannot store U+0000 in text, and a lone surrogate half is no character at all: either
 * would fail deep in a query (a 500) or be silently altered. Any string with one, at any depth, is refused.
 */
export function refuseBrokenText(value: unknown, depth = 0): void {
  if (typeof value === 'string') {
    if (BROKEN_TEXT.test(value)) throw badRequest(NOT_TEXT)
  } else if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value) && depth < 32) {
    for (const [key, item] of Object.entries(value)) {
      refuseBrokenText(key, depth + 1)
      refuseBrokenText(item, depth + 1)
    }
  }
}

/**
 * Checks a request body against a contract schema: unknown fields are refused, and the first
 * broken rule becomes a 400 with that rule's message. A schema with dated rules ("not in the past") is given the
 * shop's clock: `{ now: app.clock.now() }`.
 */
export async function parseBody<S extends AnyObjectSchema>(schema: S, body: unknown, context?: ClockContext): Promise<InferType<S>> {
  if (!isRecord(body)) throw badRequest('The request body must be a JSON object.')
  refuseBrokenText(body)
  const problem = wrongType(schema, body, '')
  if (problem) throw badRequest(problem)
  try {
    return await schema.noUnknown(true, ({ unknown }) => `Unknown field: ${unknown}`).validate(body, { abortEarly: true, stripUnknown: false, context })
  } catch (error) {
    if (error instanceof ValidationError) throw badRequest(error.errors[0] ?? 'Invalid request.')
    throw error
  }
}

/**
 * Checks a query string against a contract schema (src/contract/queries.ts): the first broken rule becomes a 400
 * with that rule's message. A key the schema does not name is refused with `unknown`'s message when given, else
 * left alone (a list that only pages ignores what it does not read).
 */
export async function parseQuery<S extends AnyObjectSchema>(schema: S, query: unknown, unknown?: (key: string) => string): Promise<InferType<S>> {
  const values = isRecord(query) ? query : {}
  const { fields } = schema as unknown as { fields: Record<string, Schema> }
  const named = Object.fromEntries(Object.entries(values).filter(([key]) => Object.hasOwn(fields, key)))
  const stranger = Object.keys(values).find((key) => !Object.hasOwn(fields, key))
  if (unknown && stranger !== undefined) throw badRequest(unknown(stranger))
  try {
    return await schema.validate(named, { abortEarly: true, stripUnknown: true })
  } catch (error) {
    if (error instanceof ValidationError) throw badRequest(error.errors[0] ?? 'Invalid request.')
    throw error
  }
}

/**
 * Checks a route's path parameters (`:id`, `:token`) against a contract schema: one that cannot name anything names
 * nothing, a 404 with the schema's message, as one that names no row is.
 */
export async function parseParams<S extends AnyObjectSchema>(schema: S, params: unknown): Promise<InferType<S>> {
  try {
    return await schema.validate(isRecord(params) ? params : {}, { abortEarly: true, stripUnknown: true })
  } catch (error) {
    if (error instanceof ValidationError) throw notFound(error.errors[0] ?? 'Not found.')
    throw error
  }
}
