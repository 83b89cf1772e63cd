import type { Product } from '../contract/types'

/** The seeded catalogue as the test server lists it (ids are made at seeding). */
export async function fetchCatalogue(): Promise<Product[]> {
  const response = await fetch(`${process.env.GLOW_TEST_API_URL}/api/product/list`)
  const { products } = (await response.json()) as { products: Product[] }
  return products
}

export const productNamed = (products: Product[], name: string): Product => {
  const product = products.find((candidate) => candidate.name === name)
  if (!product) throw new Error(`No seeded product named ${name}`)
  return product
}
