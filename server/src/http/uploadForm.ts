import type { FastifyRequest } from 'fastify'
import { badRequest, Refusal } from './refusal'
import type { UploadedImage } from '../storage/images'

// The multipart forms that upload pictures: a product (its data and images) and a salon photo (one picture).

export const PRODUCT_DATA_MAX = 64 * 1024

interface FormShape {
  /** The text field that carries the form's JSON, if it has one (`productData`). */
  data?: string
  /** The file field (`images`, `image`). */
  files: string
  /** More files than this are refused here, in the form's own words (the plugin's limit speaks of products). */
  maxFiles?: number
  tooMany?: string
}

/** The parts of an upload form; a body that is not well-formed multipart is the client's error. */
export async function readUploadForm(request: FastifyRequest, shape: FormShape): Promise<{ data?: string; uploads: UploadedImage[] }> {
  let data: string | undefined
  const uploads: UploadedImage[] = []
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== shape.files) throw badRequest(`Unexpected file field: ${part.fieldname.slice(0, 50)}`)
        if (shape.maxFiles !== undefined && uploads.length === shape.maxFiles) throw badRequest(shape.tooMany ?? `At most ${shape.maxFiles} files can be uploaded.`)
        uploads.push({ filename: part.filename, data: await part.toBuffer() })
      } else if (shape.data !== undefined && part.fieldname === shape.data && typeof part.value === 'string') {
        data = part.value
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
  return { data, uploads }
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
