import { readdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { IMAGE_WIDTHS, MAX_IMAGE_BYTES, imageFileName, salonAdminMessages as am, uploadedImageId } from '../../src/contract'
import { buildTestShop, type TestShop } from './harness'
import { multipart, registerUser, sellerCookie, teamMember, type Part } from './helpers'

// The photos of the salon's services and team, uploaded as product images are: decoded, stored in the shop's
// widths with their row, replaced and removed with their files, and every bad upload refused with nothing written.

let shop: TestShop
let seller: string

beforeAll(async () => {
  shop = await buildTestShop()
  seller = await sellerCookie(shop)
}, 30_000)
afterAll(() => shop.close())

const png = (width = 900, height = 600, background = '#b0476b') => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer()
const imagePart = async (filename = 'facial.png', data?: Buffer, name = 'image'): Promise<Part> => ({ name, file: { filename, type: 'image/png', data: data ?? (await png()) } })
const storedFiles = async () => (await readdir(path.join(shop.config.dataDir, 'uploads')).catch(() => [] as string[])).sort()
const filesOf = (url: string) => {
  const id = uploadedImageId(url)!
  return [imageFileName(id), ...IMAGE_WIDTHS.map((width) => imageFileName(id, width))].sort()
}

async function upload(url: string, parts: Part[], cookie = seller) {
  const { payload, headers } = await multipart(parts)
  return shop.app.inject({ method: 'PUT', url, payload, headers: { ...headers, cookie } })
}
const remove = (url: string, cookie = seller) => shop.app.inject({ method: 'DELETE', url, headers: { cookie } })
const salon = async () => (await shop.app.inject({ method: 'GET', url: '/api/booking/salon' })).json()
const serviceImage = async (id: string) => (await salon()).services.find((service: { id: string }) => service.id === id)?.image as string | undefined
const memberImage = async (id: string) => (await salon()).team.find((member: { id: string }) => member.id === id)?.image as string | undefined

describe('a service’s photo', () => {
  it('is decoded and stored in the shop’s widths with its row, shown on the menu, served long-cached', async () => {
    const before = await storedFiles()
    const response = await upload('/api/booking/seller/services/facial/photo', [await imagePart()])
    expect(response.statusCode).toBe(200)
    const { image, message } = response.json()
    expect(message).toBe(am.photoSaved)
    expect(image).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/)
    expect(await serviceImage('facial')).toBe(image)
    expect(await storedFiles()).toEqual([...before, ...filesOf(image)].sort())

    const served = await shop.app.inject({ method: 'GET', url: image })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/)
    for (const width of IMAGE_WIDTHS) {
      const file = await shop.app.inject({ method: 'GET', url: `/uploads/${imageFileName(uploadedImageId(image)!, width)}` })
      // Never enlarged: a 900 px picture stays 900 px in the widest file.
      expect((await sharp(file.rawPayload).metadata()).width).toBe(Math.min(width, 900))
    }
  })

  it('replaces the one before, whose files go; removing it leaves the card without a photo and no file behind', async () => {
    const first = (await upload('/api/booking/seller/services/makeup/photo', [await imagePart('first.png')])).json().image as string
    const second = (await upload('/api/booking/seller/services/makeup/photo', [await imagePart('second.png', await png(640, 480, '#222222'))])).json().image as string
    expect(second).not.toBe(first)
    expect(await serviceImage('makeup')).toBe(second)
    const files = await storedFiles()
    for (const name of filesOf(first)) expect(files).not.toContain(name)
    for (const name of filesOf(second)) expect(files).toContain(name)

    const removed = await remove('/api/booking/seller/services/makeup/photo')
    expect(removed.json()).toEqual({ success: true, message: am.photoRemoved, image: '' })
    expect(await serviceImage('makeup')).toBe('')
    for (const name of filesOf(second)) expect(await storedFiles()).not.toContain(name)
  })

  it('goes with its service when the service is deleted', async () => {
    const created = await shop.app.inject({ method: 'POST', url: '/api/booking/seller/services', headers: { cookie: seller }, payload: { categoryId: 'hair', name: 'Silk Press', durationMinutes: 90, price: 15000 } })
    const { id } = created.json().service as { id: string }
    const image = (await upload(`/api/booking/seller/services/${id}/photo`, [await imagePart()])).json().image as string
    expect(await storedFiles()).toEqual(expect.arrayContaining(filesOf(image)))
    expect((await shop.app.inject({ method: 'POST', url: `/api/booking/seller/services/${id}/delete`, headers: { cookie: seller } })).statusCode).toBe(200)
    for (const name of filesOf(image)) expect(await storedFiles()).not.toContain(name)
  })

  it('is no address the owner types: the service’s form refuses an image field', async () => {
    const response = await shop.app.inject({
      method: 'PUT',
      url: '/api/booking/seller/services/pedicure',
      headers: { cookie: seller },
      payload: { categoryId: 'nails', name: 'Pedicure', durationMinutes: 60, price: 12000, image: '/art/services/facial.svg' },
    })
    expect(response.json()).toEqual({ success: false, message: 'Unknown field: image' })
    // Saving the rest keeps the photo it has.
    const kept = await serviceImage('pedicure')
    const saved = await shop.app.inject({ method: 'PUT', url: '/api/booking/seller/services/pedicure', headers: { cookie: seller }, payload: { categoryId: 'nails', name: 'Pedicure', durationMinutes: 60, price: 12000 } })
    expect(saved.json().service.image).toBe(kept)
  })
})

describe('a team member’s photo', () => {
  it('is stored as a service’s is and shown with the team; the form refuses an image address', async () => {
    const image = (await upload('/api/booking/seller/team/amaka/photo', [await imagePart('amaka.jpg', await sharp(await png(600, 800)).jpeg().toBuffer())])).json().image as string
    expect(await memberImage('amaka')).toBe(image)
    expect(await storedFiles()).toEqual(expect.arrayContaining(filesOf(image)))
    const typed = await shop.app.inject({ method: 'PUT', url: '/api/booking/seller/team/amaka', headers: { cookie: seller }, payload: { name: 'Amaka Nwosu', role: 'Nail Technician', image: '/art/team/amaka.svg' } })
    expect(typed.json()).toEqual({ success: false, message: 'Unknown field: image' })
    expect((await remove('/api/booking/seller/team/amaka/photo')).statusCode).toBe(200)
    expect(await memberImage('amaka')).toBe('')
  })
})

describe('a bad upload', () => {
  const url = '/api/booking/seller/team/tolu/photo'

  it.each([
    ['a file that only claims to be a picture', async () => [await imagePart('notes.png', Buffer.from('just some notes'))], 400, '"notes.png" is not an image we can read. Please upload a JPEG, PNG, WebP, GIF or AVIF file.'],
    ['a picture cut short', async () => [await imagePart('cut.png', (await png()).subarray(0, 200))], 400, '"cut.png" is not an image we can read. Please upload a JPEG, PNG, WebP, GIF or AVIF file.'],
    ['no picture', async () => [], 400, am.photoMissing],
    ['two pictures', async () => [await imagePart('a.png'), await imagePart('b.png')], 400, am.photoOne],
    ['a picture under another name', async () => [await imagePart('a.png', undefined, 'photo')], 400, 'Unexpected file field: photo'],
    ['a text field', async () => [{ name: 'image', value: '/art/team/tolu.svg' }], 400, 'Unknown field: image'],
    ['a picture over 5 MB', async () => [await imagePart('huge.png', Buffer.concat([await png(), Buffer.alloc(MAX_IMAGE_BYTES)]))], 413, 'An image is larger than 5 MB.'],
  ])('%s is refused with its message, and nothing is written', async (_case, parts, status, message) => {
    const [files, image] = [await storedFiles(), await memberImage('tolu')]
    const response = await upload(url, await parts())
    expect([response.statusCode, response.json()]).toEqual([status, { success: false, message }])
    expect(await storedFiles()).toEqual(files)
    expect(await memberImage('tolu')).toBe(image)
  })

  it('answers 415 to JSON and 404 to an unknown service or member, writing no file', async () => {
    const files = await storedFiles()
    const json = await shop.app.inject({ method: 'PUT', url, headers: { cookie: seller }, payload: { image: '/art/team/tolu.svg' } })
    expect([json.statusCode, json.json().message]).toEqual([415, am.photoNotMultipart])
    expect((await upload('/api/booking/seller/team/nobody/photo', [await imagePart()])).json()).toEqual({ success: false, message: am.staffNotFound })
    expect((await upload('/api/booking/seller/services/nothing/photo', [await imagePart()])).json()).toEqual({ success: false, message: am.serviceNotFound })
    expect((await remove('/api/booking/seller/services/nothing/photo')).statusCode).toBe(404)
    expect(await storedFiles()).toEqual(files)
  })

  it('is asked of the owner alone: 401 for a guest, 403 for a shopper, the front desk and a stylist, before the file is read', async () => {
    const files = await storedFiles()
    expect((await upload(url, [await imagePart()], '')).statusCode).toBe(401)
    expect((await upload(url, [await imagePart()], (await registerUser(shop)).cookie)).statusCode).toBe(403)
    for (const role of ['front-desk', 'stylist'] as const) {
      const member = await teamMember(shop, seller, { role, staffId: role === 'stylist' ? 'tolu' : undefined })
      expect((await upload(url, [await imagePart()], member.cookie)).statusCode).toBe(403)
      expect((await remove(url, member.cookie)).statusCode).toBe(403)
    }
    expect(await storedFiles()).toEqual(files)
  })
})
