import type { Category } from '../../content/categories'
import { viewSearch } from '../../contract/catalogueView'
import { messages } from '../../contract/messages'
import { categoryHead } from '../../contract/pageHeads'
import { Catalogue } from './Catalogue'
import { CatalogueFilters } from './CatalogueFilters'
import { useCatalogueView } from './catalogueView'
import { SearchResults } from './SearchResults'

/** The in-stock products of one category, headed by its name from the category list, sorted and filtered as its address says. */
export function CategoryPage({ category }: { category: Category }) {
  const [view, change] = useCatalogueView()
  return (
    <Catalogue title={category.text} description={categoryHead(category.path).description}>
      <CatalogueFilters view={view} change={change} searching={false} />
      <SearchResults
        query={viewSearch({ ...view, q: '' }, category.path)}
        label={category.text}
        empty={messages.empty.category}
        pages={view.page}
        onMore={(page) => change({ page }, { replace: true })}
      />
    </Catalogue>
  )
}
