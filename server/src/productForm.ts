import type { FastifyRequest } from 'fastify'
import { badRequest, Refusal } from './refusal'
import type { UploadedImage } from './storage/images'

// The multipart product form that adding and editing a product both read.

export const PRODUCT_DATA_MAX = 64 * 1024

/** The parts of a product form (add or edit); a body that is not well-formed multipart is the client's error. */
export async function readProductForm(request: FastifyRequest): Promise<{ productData?: string; uploads: UploadedImage[] }> {
  let productData: string | undefined
  const uploads: UploadedImage[] = []
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'images') throw badRequest(`Unexpected file field: ${part.fieldname.slice(0, 50)}`)
        uploads.push({ filename: part.filename, data: await part.toBuffer() })
      } else if (part.fieldname === 'productData' && typeof part.value === 'string') {
        productData = part.value
      } else {
        throw badRequest(`Unknown field: ${part.fieldname.slice(0, 50)}`)
      }
    }
  } catch (error) {
    // Our own refusals and the size limits carry their status; the parser's ("Boundary not found",
    // "Unexpected end of form") do not, and are all about the body the client sent.
    if (error instanceof Refusal || (error as { statusCode?: number }).statusCode) throw error
    throw badRequest('The upload is not well-formed multipart form data.')
  }
  return { productData, uploads }
}

/** productData's JSON, or the 400 that says what is wrong with it. */
export function parseProductData(productData: string | undefined): unknown {
  if (productData === undefined) throw badRequest('productData is required')
  try {
    return JSON.parse(productData)
  } catch {
    throw badRequest('productData is not valid JSON.')
  }
}
