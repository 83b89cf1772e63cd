import escapeHtml from 'escape-html'
import {
  CATEGORY_NAMES,
  CURRENCY,
  SHOP_CONTACT,
  SHOP_NAME,
  categoryFromSlug,
  categoryHead,
  documentTitle,
  matchPage,
  messages,
  pageHeads,
  paths,
  productHead,
  variantName,
  type CategoryPath,
  type PageHeadText,
  type Product,
} from '../../../src/contract'
import { NAFDAC_LABEL } from '../../../src/contract/nafdac'
import type { ImageSize } from '../tools/imageSize'
import { isUuid } from '../tools/ids'
import { PUBLIC_PAGES } from './sitemap'

// The head of the HTML the server sends with each page: its title and description, the address search engines
// should keep, what WhatsApp, Instagram, Facebook and X show of a pasted link (they run no JavaScript), and
// structured data (JSON-LD) for search results. Every word from the database is escaped for where it goes.

/** What the head may ask of the shop. */
export interface HeadSources {
  /** The shop's address, no trailing slash (PUBLIC_URL). */
  publicUrl: string
  /** One product, archived ones too. */
  product(id: string): Promise<Product | undefined>
  /** A shade's or size's group: every row of it the shop has (itself too). */
  variants(id: string): Promise<Product[]>
  /** The salon's hours per weekday (0 Sunday … 6 Saturday), in minutes after midnight. */
  openingHours(): Promise<{ weekday: number; start: number; end: number }[]>
  /** A picture's size, when it can be known. */
  imageSize(url: string): Promise<ImageSize | undefined>
}

export interface PageHead {
  status: 200 | 404
  /** The tags, ready to go into <head>. */
  html: string
}

interface HeadParts extends PageHeadText {
  /** The page's own address, for pages a search engine should keep. */
  canonical?: string
  /** Pages of one shopper or of the seller, and pages that do not exist: not for search engines. */
  noindex?: boolean
  ogType?: 'website' | 'product'
  image?: { url: string; alt: string; size?: ImageSize }
  /** Price of a product page: what a preview shows beside the name. */
  price?: number
  jsonLd?: object[]
}

/**
 * JSON inside <script>: nothing in it can close the element or open a comment (`</script>`, `<!--`), whatever
 * a product's name says. The escapes are JSON's own, so a parser reads the same text back.
 */
export const scriptJson = (data: unknown): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

const meta = (attribute: 'name' | 'property', key: string, content: string | number) => `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`

/** The tags of a page's head. */
export function renderHead(parts: HeadParts): string {
  const title = documentTitle(parts.title)
  const tags = [`<title>${escapeHtml(title)}</title>`, meta('name', 'description', parts.description)]
  if (parts.noindex) tags.push(meta('name', 'robots', 'noindex'))
  if (parts.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(parts.canonical)}" />`)
  tags.push(meta('property', 'og:site_name', SHOP_NAME), meta('property', 'og:locale', 'en_NG'), meta('property', 'og:type', parts.ogType ?? 'website'))
  tags.push(meta('property', 'og:title', parts.title), meta('property', 'og:description', parts.description))
  if (parts.canonical) tags.push(meta('property', 'og:url', parts.canonical))
  if (parts.image) {
    tags.push(meta('property', 'og:image', parts.image.url))
    if (parts.image.size) tags.push(meta('property', 'og:image:width', parts.image.size.width), meta('property', 'og:image:height', parts.image.size.height))
    tags.push(meta('property', 'og:image:alt', parts.image.alt))
  }
  if (parts.price !== undefined) tags.push(meta('property', 'product:price:amount', parts.price.toFixed(2)), meta('property', 'product:price:currency', CURRENCY))
  tags.push(meta('name', 'twitter:card', parts.image ? 'summary_large_image' : 'summary'), meta('name', 'twitter:title', parts.title), meta('name', 'twitter:description', parts.description))
  if (parts.image) tags.push(meta('name', 'twitter:image', parts.image.url), meta('name', 'twitter:image:alt', parts.image.alt))
  for (const data of parts.jsonLd ?? []) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`)
  return tags.join('\n    ')
}

/** index.html with the page's head in place of its own title, and without its own description. */
export function withHead(template: string, head: string): string {
  const bare = template.replace(/<meta\s+name="description"[^>]*>\s*/i, '')
  // A function, not a string: a product's name may hold `$&`, which a replacement string would expand.
  if (/<title>[\s\S]*?<\/title>/i.test(bare)) return bare.replace(/<title>[\s\S]*?<\/title>/i, () => head)
  const at = bare.search(/<\/head>/i)
  return at === -1 ? bare.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${head}`) : `${bare.slice(0, at)}${head}\n${bare.slice(at)}`
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The salon (schema.org BeautySalon), with its hours as the team's working days make them. */
async function salon(sources: HeadSources): Promise<object> {
  const absolute = (pathname: string) => `${sources.publicUrl}${pathname}`
  // Days with the same hours go together, as search engines show them.
  const spans = new Map<string, string[]>()
  for (const day of await sources.openingHours()) {
    const key = `${clock(day.start)}-${clock(Math.min(day.end, 24 * 60 - 1))}`
    spans.set(key, [...(spans.get(key) ?? []), WEEKDAYS[day.weekday]!])
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'BeautySalon',
    name: SHOP_NAME,
    url: absolute('/'),
    logo: absolute('/art/logo.svg'),
    image: absolute('/art/hero.svg'),
    telephone: SHOP_CONTACT.phone,
    email: SHOP_CONTACT.email,
    currenciesAccepted: CURRENCY,
    address: { '@type': 'PostalAddress', streetAddress: SHOP_CONTACT.street, addressLocality: SHOP_CONTACT.city, addressCountry: SHOP_CONTACT.country },
    openingHoursSpecification: [...spans].map(([key, days]) => {
      const [opens, closes] = key.split('-')
      return { '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes }
    }),
  }
}

/** What schema.org calls an option a group varies by: its own property for colour and size, else the option's name. */
const variesBy = (option: string) => {
  const word = option.trim().toLowerCase()
  if (['shade', 'colour', 'color'].includes(word)) return 'https://schema.org/color'
  if (word === 'size') return 'https://schema.org/size'
  return option
}

async function productParts(product: Product, sources: HeadSources): Promise<HeadParts> {
  const absolute = (url: string) => new URL(url, `${sources.publicUrl}/`).href
  const pageOf = (shown: Product) => absolute(paths.product(shown.category, shown._id))
  const canonical = pageOf(product)
  const category = categoryFromSlug(product.category)
  const categoryName = category ? CATEGORY_NAMES[category] : product.category
  const images = product.image.map(absolute)
  const head = productHead({ ...product, name: variantName(product) })
  const description = product.description.join(' ') || head.description
  /** A product (this page's, or another shade or size of its group) as schema.org describes it. */
  const described = (shown: Product) => ({
    '@type': 'Product',
    '@id': `${pageOf(shown)}#product`,
    name: variantName(shown),
    description,
    image: shown.image.map(absolute),
    sku: shown.sku ?? shown._id,
    category: categoryName,
    brand: { '@type': 'Brand', name: SHOP_NAME },
    // schema.org has no NAFDAC property: a named PropertyValue is how a product states a registration number.
    ...(shown.nafdac ? { additionalProperty: [{ '@type': 'PropertyValue', name: NAFDAC_LABEL, value: shown.nafdac }] } : {}),
    ...Object.fromEntries(
      (shown.variant?.options ?? []).flatMap(({ name, value }) => {
        const property = variesBy(name)
        return property.startsWith('https://schema.org/') ? [[property.slice('https://schema.org/'.length), value]] : []
      }),
    ),
    offers: {
      '@type': 'Offer',
      url: pageOf(shown),
      priceCurrency: CURRENCY,
      price: shown.offerPrice.toFixed(2),
      availability: shown.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: SHOP_NAME },
    },
  })
  const group = product.variant
  const variants = group ? await sources.variants(product._id) : []
  const groupId = group && `${absolute(paths.products)}#group-${group.group}`
  return {
    ...head,
    canonical,
    ogType: 'product',
    image: { url: images[0]!, alt: product.name, size: await sources.imageSize(product.image[0]!) },
    price: product.offerPrice,
    jsonLd: [
      // This page's shade or size, and its group with every shade or size of it, each at its own address.
      { '@context': 'https://schema.org', ...described(product), ...(groupId ? { isVariantOf: { '@id': groupId } } : {}) },
      ...(group && groupId
        ? [
            {
              '@context': 'https://schema.org',
              '@type': 'ProductGroup',
              '@id': groupId,
              name: product.name,
              description,
              productGroupID: group.group,
              brand: { '@type': 'Brand', name: SHOP_NAME },
              variesBy: group.options.map(({ name }) => variesBy(name)),
              hasVariant: variants.map((variant) => (variant._id === product._id ? { '@id': `${canonical}#product` } : described(variant))),
            },
          ]
        : []),
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          ['Home', absolute(paths.home)],
          ['Products', absolute(paths.products)],
          [categoryName, absolute(paths.category(product.category))],
          [variantName(product), canonical],
        ].map(([name, item], index) => ({ '@type': 'ListItem', position: index + 1, name, item })),
      },
    ],
  }
}

/** The help pages: their titles are the seller's words, which the app shows once it has them. */
const HELP_PAGES = new Set(['faqs', 'deliveryInformation', 'returnPolicy', 'paymentMethods'])

const isPublic = (name: string): boolean => (PUBLIC_PAGES as readonly string[]).includes(name)

/**
 * The head of the page at `pathname`, and its status: 404 for an address the app has no page for, and for a
 * product page whose product the shop does not show (unknown, archived, or without a picture).
 */
export async function headFor(pathname: string, sources: HeadSources): Promise<PageHead> {
  const page = matchPage(pathname)
  const absolute = (path: string) => `${sources.publicUrl}${path}`
  const shopImage = { url: absolute('/art/hero.svg'), alt: SHOP_NAME, size: await sources.imageSize('/art/hero.svg') }
  const missing = (text: PageHeadText): PageHead => ({ status: 404, html: renderHead({ ...text, noindex: true }) })
  if (!page) return missing(pageHeads.notFound)
  const { name, params } = page
  if (name === 'product') {
    const id = params.id!.toLowerCase()
    const product = isUuid(id) ? await sources.product(id) : undefined
    if (!product || product.archived || !product.name.trim() || product.image.length === 0) return missing({ title: messages.product.notFound, description: pageHeads.notFound.description })
    return { status: 200, html: renderHead(await productParts(product, sources)) }
  }
  if (name === 'category') {
    const category = categoryFromSlug(params.category!) as CategoryPath
    return { status: 200, html: renderHead({ ...categoryHead(category), canonical: absolute(paths.category(category)), image: shopImage }) }
  }
  const text: PageHeadText = name in pageHeads ? pageHeads[name as keyof typeof pageHeads] : HELP_PAGES.has(name) ? pageHeads.help : pageHeads.home
  const jsonLd = name === 'home' || name === 'contact' ? [await salon(sources)] : []
  if (!isPublic(name)) return { status: 200, html: renderHead({ ...text, noindex: true }) }
  return { status: 200, html: renderHead({ ...text, canonical: absolute(paths[name as (typeof PUBLIC_PAGES)[number]]), image: shopImage, jsonLd }) }
}
