// The seller's session cookie is HttpOnly: this browser remembers that it logged in as the seller, so a
// visitor who never did is shown the seller login without asking the server (and logs no 401). The hint
// only decides whether to ask; whether the seller's pages show is the seller slice's fact.
const KEY = 'glow-seller'

export const mayBeSeller = (): boolean => window.localStorage.getItem(KEY) === '1'

export function rememberSeller(isSeller: boolean): void {
  if (isSeller) window.localStorage.setItem(KEY, '1')
  else window.localStorage.removeItem(KEY)
}
