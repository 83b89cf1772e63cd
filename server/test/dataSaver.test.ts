import { forDataSaver, savesData } from '../src/pages/dataSaver'

// A page for a visitor saving data (issue 40): the browser's Save-Data, or her own choice in the footer.

describe('data saver', () => {
  it('is the footer switch when she made a choice, else the browser’s Save-Data', () => {
    expect(savesData({ 'save-data': 'on' })).toBe(true)
    expect(savesData({ cookie: 'theme=x; save-data=on' })).toBe(true)
    expect(savesData({ 'save-data': 'on', cookie: 'save-data=off' })).toBe(false)
    expect(savesData({})).toBe(false)
    expect(savesData({ cookie: 'my-save-data=on' })).toBe(false)
  })

  it('marks the page, cuts product pictures to their smallest width and drops the decorative pictures’ sources', () => {
    const page = [
      '<html lang="en-NG"><body>',
      '<img data-decorative="" src="/art/hero.svg" alt="" width="640" height="520" fetchpriority="high"/>',
      '<img src="/uploads/a-320.webp" srcset="/uploads/a-320.webp 320w, /uploads/a-640.webp 640w, /uploads/a-1280.webp 1280w" sizes="50vw" alt="Shea butter"/>',
      '<img src="/art/products/oil.svg" alt="Oil"/>',
      '</body></html>',
    ].join('')
    expect(forDataSaver(page)).toBe(
      [
        '<html data-save-data lang="en-NG"><body>',
        '<img data-decorative="" alt="" width="640" height="520" fetchpriority="high"/>',
        '<img src="/uploads/a-320.webp" srcset="/uploads/a-320.webp 320w" sizes="50vw" alt="Shea butter"/>',
        '<img src="/art/products/oil.svg" alt="Oil"/>',
        '</body></html>',
      ].join(''),
    )
  })
})
