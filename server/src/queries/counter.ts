import type { FastifyInstance } from 'fastify'
import type { PageInfo } from '../../../src/contract'
import { COUNTER_SEARCH_RESULTS, COUNTER_VISITS_MAX, counterMessages, type CounterDay, type CounterProduct, type CounterSale, type CounterVisit } from '../../../src/contract/counter'
import { isUuid } from '../tools/ids'
import { notFound } from '../http/refusal'
import { toCounterDay, toCounterProduct, toCounterSale, toCounterVisit } from '../mappers/counter'
import { counterDay, counterSalesOf, counterTaxIncluded, counterVisitsOf, findCounterSale, searchCounterProducts } from '../repositories/counter'
import type { PageRequest } from '../repositories/pages'

// The salon's counter as the owner and the front desk read it: what to sell, whom to bill, a receipt, the day's count.

/** The products a search names, at most COUNTER_SEARCH_RESULTS (none for an empty search). */
export const counterProducts = async (shop: FastifyInstance, search: string): Promise<CounterProduct[]> => (search === '' ? [] : (await searchCounterProducts(shop.db, search, COUNTER_SEARCH_RESULTS)).map(toCounterProduct))

/** The visits of a Lagos day the counter may bill, at most COUNTER_VISITS_MAX. */
export const counterVisits = async (shop: FastifyInstance, day: string): Promise<CounterVisit[]> => (await counterVisitsOf(shop.db, day, COUNTER_VISITS_MAX)).map(toCounterVisit)

/** One sale, for its receipt; a 404 for an id that names none. */
export async function counterSale(shop: FastifyInstance, saleId: string): Promise<CounterSale> {
  const id = saleId.toLowerCase()
  const sale = isUuid(id) ? await findCounterSale(shop.db, id) : undefined
  if (!sale) throw notFound(counterMessages.saleNotFound)
  return toCounterSale(sale)
}

/** A Lagos day at the counter: its takings by method and the drawer's cash, and a page of its sales, newest first. */
export async function counterDayOf(shop: FastifyInstance, day: string, page: PageRequest): Promise<{ day: CounterDay; sales: CounterSale[] } & PageInfo> {
  const [summary, { sales, nextCursor }] = await Promise.all([counterDay(shop.db, day), counterSalesOf(shop.db, day, page)])
  return { day: toCounterDay(summary), sales: sales.map(toCounterSale), nextCursor }
}

/** Whether the counter's prices include the tax (the owner's setting). */
export const counterTaxSetting = (shop: FastifyInstance): Promise<boolean> => counterTaxIncluded(shop.db)
