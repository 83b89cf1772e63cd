// Node's fetch keeps no cookies; a browser does. This jar gives the test "browser" the session cookie back,
// and, as a browser does, lets the page read the cookies that are not HttpOnly through document.cookie.
const jar = new Map<string, string>()
const networkFetch = globalThis.fetch

export function clearCookies(): void {
  for (const name of jar.keys()) document.cookie = `${name}=; Max-Age=0; Path=/`
  jar.clear()
}

globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init)
  if (jar.size > 0) request.headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '))
  const response = await networkFetch(request)
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = header.split(';')
    const [name = '', value = ''] = pair.trim().split('=')
    const expired = attributes.some((attribute) => /^\s*(max-age=0|expires=Thu, 01 Jan 1970)/i.test(attribute))
    if (expired || value === '') jar.delete(name)
    else jar.set(name, value)
    if (!attributes.some((attribute) => /^\s*httponly\s*$/i.test(attribute))) document.cookie = header
  }
  return response
}
