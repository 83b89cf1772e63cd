import type { IncomingHttpHeaders } from 'node:http'
import { DATA_SAVER_ATTRIBUTE, DECORATIVE, dataSaverChoice, smallestSrcSet } from '../../../src/contract/dataSaver'

/** A visitor saving data: her choice in the footer (a cookie), else her browser's `Save-Data: on`. */
export const savesData = (headers: IncomingHttpHeaders): boolean => dataSaverChoice(headers.cookie ?? '') ?? headers['save-data'] === 'on'

/**
 * A page for a visitor saving data: marked (index.html's styles and the app read the mark), its product pictures
 * cut to their smallest width and its decorative pictures without a source, before the browser sees any of them.
 * The app hydrates the same markup: React leaves attributes as the server sent them.
 */
export function forDataSaver(html: string): string {
  return html
    .replace('<html ', `<html ${DATA_SAVER_ATTRIBUTE} `)
    .replace(/<img\b[^>]*>/g, (tag) => (tag.includes(DECORATIVE) ? tag.replace(/ src="[^"]*"/, '') : tag.replace(/ srcset="([^"]*)"/, (_whole, set: string) => ` srcset="${smallestSrcSet(set)}"`)))
}
