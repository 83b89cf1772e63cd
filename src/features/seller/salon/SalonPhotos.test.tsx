import { File as NodeFile } from 'node:buffer'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { imageSrcSet } from '../../../contract/images'
import { renderApp } from '../../../test/render'
import { addSalonCategory, pngFile, sellerSalon, signInSeller, uniqueSuffix } from '../../../test/realServer'

// The photos of the salon's services and team, chosen and uploaded from the owner's pages against the real server,
// as a product's images are: no address to type. The server is asked only once the page is gone, so nothing the page
// still fetches (the menu and settings it reloads after a save) lands while a test waits on something else.

beforeEach(() => signInSeller())

/** The photo a card shows (decorative: no alt), waited for; the stored picture is the smallest stored width's original. */
async function cardPhoto(name: string): Promise<string> {
  let src = ''
  await waitFor(() => {
    src = screen.getByRole('heading', { name }).closest('li')!.querySelector('img')?.getAttribute('src') ?? ''
    expect(src).toMatch(/^\/uploads\/[0-9a-f-]{36}-320\.webp$/)
  })
  return src.replace('-320.webp', '.webp')
}

describe('the photo of a service', () => {
  it('is chosen as a picture, uploaded with the service, shown on its card, and can be taken away', async () => {
    const category = await addSalonCategory()
    const name = `Lash Lift ${uniqueSuffix()}`
    const user = userEvent.setup({ applyAccept: false, delay: null })
    const { unmount } = renderApp('/seller/services')
    await user.click(await screen.findByRole('button', { name: 'Add a service' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a service' })
    expect(within(dialog).queryByLabelText(/address/i)).not.toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Name'), name)
    await user.selectOptions(within(dialog).getByLabelText('Booking category'), category.name)

    // A file that is no picture is refused as soon as it is chosen.
    await user.upload(within(dialog).getByLabelText(/Photo/), new NodeFile(['just notes'], 'notes.png', { type: 'image/png' }) as unknown as File)
    expect(await within(dialog).findByText('Please choose an image file')).toBeInTheDocument()
    await user.upload(within(dialog).getByLabelText(/Photo/), await pngFile('lashes.png'))
    expect(await within(dialog).findByRole('img', { name: 'Preview of photo' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Save service' }))

    expect(await screen.findByText('Saved')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const uploaded = await cardPhoto(name)

    const card = screen.getByRole('heading', { name }).closest('li')!
    await user.click(within(card).getByRole('button', { name: `Edit ${name}` }))
    const editing = await screen.findByRole('dialog', { name: `Edit ${name}` })
    expect(within(editing).getByRole('img', { name: 'Preview of photo' })).toHaveAttribute('src', uploaded)
    await user.click(within(editing).getByRole('button', { name: 'Remove photo' }))
    await user.click(within(editing).getByRole('button', { name: 'Save service' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByRole('heading', { name }).closest('li')!.querySelector('img')).toBeNull())
    unmount()

    expect((await sellerSalon()).services.find((service) => service.name === name)).toMatchObject({ categoryId: category.id, image: '' })
  })
})

describe('the photo of a member of the team', () => {
  it('is uploaded with her, and the About page draws it in the widths it was stored in', async () => {
    const name = `Ngozi Ade ${uniqueSuffix()}`
    const user = userEvent.setup({ applyAccept: false, delay: null })
    const team = renderApp('/seller/team')
    await user.click(await screen.findByRole('button', { name: 'Add a member' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a member of the team' })
    expect(within(dialog).queryByLabelText(/address/i)).not.toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Name'), name)
    await user.type(within(dialog).getByLabelText('Role'), 'Lash Artist')
    await user.upload(within(dialog).getByLabelText(/Photo/), await pngFile('ngozi.png'))
    expect(await within(dialog).findByRole('img', { name: 'Preview of photo' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const uploaded = await cardPhoto(name)
    team.unmount()
    expect((await sellerSalon()).team.find((member) => member.name === name)?.image).toBe(uploaded)

    const about = renderApp('/about')
    const photo = (await screen.findByRole('heading', { level: 3, name })).closest('li')!.querySelector('img')
    expect(photo).toHaveAttribute('srcset', imageSrcSet(uploaded))
    expect(photo?.getAttribute('sizes')).toMatch(/\d+vw$/)
    about.unmount()
  })
})
