import type { Category } from '../../content/categories'
import { messages } from '../../contract/messages'
import { categoryHead } from '../../contract/pageHeads'
import { Catalogue } from './Catalogue'
import { SearchResults } from './SearchResults'

/** The in-stock products of one category, headed by its name from the category list. */
export function CategoryPage({ category }: { category: Category }) {
  return (
    <Catalogue title={category.text} description={categoryHead(category.path).description}>
      <SearchResults query={{ category: category.path, inStock: true }} label={category.text} empty={messages.empty.category} />
    </Catalogue>
  )
}
