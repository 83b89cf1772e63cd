import { categoryFromSlug, type CategoryPath } from '../contract/routes'

export interface Category {
  text: string
  path: CategoryPath
  image: string
  bgColor: string
}

export const categories: readonly Category[] = [
  { text: 'Hair Pomades', path: 'Pomade', image: '/art/categories/pomade.svg', bgColor: '#FEF6DA' },
  { text: 'Nail Care', path: 'Nails', image: '/art/categories/nails.svg', bgColor: '#FEE0E0' },
  { text: 'Make-up Effects', path: 'Effect', image: '/art/categories/effect.svg', bgColor: '#F0F5DE' },
  { text: 'Foot Care', path: 'Feet', image: '/art/categories/feet.svg', bgColor: '#E1F5EC' },
  { text: 'Skincare', path: 'Skincare', image: '/art/categories/skincare.svg', bgColor: '#FEE6CD' },
  { text: 'Hair Care', path: 'Hair', image: '/art/categories/hair.svg', bgColor: '#E0F6FE' },
  { text: 'Fragrance', path: 'Fragrance', image: '/art/categories/fragrance.svg', bgColor: '#F1E0FE' },
]

/** The category an address or a product names, in any case. */
export const categoryBySlug = (slug: string): Category | undefined => {
  const path = categoryFromSlug(slug)
  return categories.find((category) => category.path === path)
}
