import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { salonAdminMessages as am } from '../../../src/contract'
import { conflict, notFound } from '../http/refusal'
import { deleteService, deleteStaff, replacePhoto, type PhotoOwner } from '../repositories/salonAdmin'
import { dropImages, prepareImages, writeImages, type UploadedImage } from '../storage/images'

// The photos of the salon's services and team, stored as product images are: decoded, re-encoded in the shop's
// widths, written in the transaction of their row and after it, the files they replace deleted once it committed.

const missing = (owner: PhotoOwner) => notFound(owner === 'service' ? am.serviceNotFound : am.staffNotFound)

/** A new photo for a service or a member of the team; answers its address. A file that does not decode is a 400, and nothing changes. */
export async function setPhoto(shop: FastifyInstance, owner: PhotoOwner, id: string, upload: UploadedImage, log: FastifyBaseLogger): Promise<string> {
  const [photo] = await prepareImages([upload])
  const previous = await shop.db.transaction(async (tx) => {
    const before = await replacePhoto(tx, owner, id, photo!.url)
    if (before === undefined) throw missing(owner)
    await writeImages(shop.images, [photo!])
    return before
  })
  // The demo's artwork (/art/…) is no upload: only the shop's own files are deleted.
  await dropImages(shop.images, [previous], log)
  return photo!.url
}

/** Takes the photo away: the home page's card or the About page shows none. */
export async function removePhoto(shop: FastifyInstance, owner: PhotoOwner, id: string, log: FastifyBaseLogger): Promise<void> {
  const previous = await replacePhoto(shop.db, owner, id, '')
  if (previous === undefined) throw missing(owner)
  await dropImages(shop.images, [previous], log)
}

/** Deletes a service no booking names, and then its photo's files. */
export async function removeService(shop: FastifyInstance, id: string, log: FastifyBaseLogger): Promise<void> {
  const outcome = await deleteService(shop.db, id)
  if (!outcome) throw missing('service')
  if (outcome === 'booked') throw conflict(am.serviceBooked)
  await dropImages(shop.images, [outcome.image], log)
}

/** Removes a member of the team no booking names, and then her photo's files. */
export async function removeTeamMember(shop: FastifyInstance, id: string, log: FastifyBaseLogger): Promise<void> {
  const outcome = await deleteStaff(shop.db, id)
  if (!outcome) throw missing('staff')
  if (outcome === 'booked') throw conflict(am.staffBooked)
  await dropImages(shop.images, [outcome.image], log)
}
