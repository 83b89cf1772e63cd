import { CATEGORY_NAMES } from '../contract/pageHead'
import { categoryFromSlug, type CategoryPath } from '../contract/routes'

export interface Category {
  text: string
  path: CategoryPath
  image: string
  bgColor: string
}

export const categories: readonly Category[] = [
  { text: CATEGORY_NAMES.Pomade, path: 'Pomade', image: '/art/categories/pomade.svg', bgColor: '#FEF6DA' },
  { text: CATEGORY_NAMES.Nails, path: 'Nails', image: '/art/categories/nails.svg', bgColor: '#FEE0E0' },
  { text: CATEGORY_NAMES.Effect, path: 'Effect', image: '/art/categories/effect.svg', bgColor: '#F0F5DE' },
  { text: CATEGORY_NAMES.Feet, path: 'Feet', image: '/art/categories/feet.svg', bgColor: '#E1F5EC' },
  { text: CATEGORY_NAMES.Skincare, path: 'Skincare', image: '/art/categories/skincare.svg', bgColor: '#FEE6CD' },
  { text: CATEGORY_NAMES.Hair, path: 'Hair', image: '/art/categories/hair.svg', bgColor: '#E0F6FE' },
  { text: CATEGORY_NAMES.Fragrance, path: 'Fragrance', image: '/art/categories/fragrance.svg', bgColor: '#F1E0FE' },
]

/** The category an address or a product names, in any case. */
export const categoryBySlug = (slug: string): Category | undefined => {
  const path = categoryFromSlug(slug)
  return categories.find((category) => category.path === path)
}
