/** The id of the script element that carries a server-drawn page's API answers to the browser's store. */
export const PAGE_DATA_ID = 'page-data'

/** A page drawn on the server (src/entry-server.tsx), for server/src/plugins/web.ts to send. */
export interface DrawnPage {
  /** The app's markup, for the page's root element. */
  html: string
  /** The page's style elements (styled-components'), for its head. */
  styles: string
  /** The API cache the page was drawn from, as JSON safe inside a script element, for the browser's store. */
  data: string
}

/**
 * A page not drawn because an API call it needs failed on the server's side (the database out of reach): its
 * HTML would show the failure, frozen. The browser draws it instead (and a 503 is the page's status too).
 */
export interface UndrawnPage {
  failedStatus: number
}

export const isUndrawn = (page: DrawnPage | UndrawnPage): page is UndrawnPage => 'failedStatus' in page

/** What the server's bundle of the app offers the server. */
export interface AppRenderer {
  /** The page at a path with its query. */
  drawPage(url: string): Promise<DrawnPage | UndrawnPage>
  /** How the app's API calls are answered on the server (once, before the first page). */
  answerApiCallsWith(answer: typeof fetch): void
}
