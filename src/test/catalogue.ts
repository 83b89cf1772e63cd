import type { Product } from '../contract/types'

// The seeded catalogue as the test server lists it (ids are made at seeding): one call, the real server's.
export { fetchCatalogue } from './realServer'

export const productNamed = (products: Product[], name: string): Product => {
  const product = products.find((candidate) => candidate.name === name)
  if (!product) throw new Error(`No seeded product named ${name}`)
  return product
}
