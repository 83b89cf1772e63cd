/**
 * The attribute of the page's first script (src/boot.ts) that lists, space-separated, the app's script and
 * then the page's own chunks, which the first script loads once the page shows. The build writes the app's
 * (vite.config.ts), the server adds the page's (server/src/plugins/web.ts).
 */
export const APP_SCRIPT_ATTRIBUTE = 'data-app'

// Pure: the first script, which imports the attribute's name alone, leaves the rest out of its bundle.
const LISTED = /* @__PURE__ */ new RegExp(`\\b${APP_SCRIPT_ATTRIBUTE}="([^"]+)"`)

/** The scripts the attribute lists in a piece of HTML, the app's first; none without it. */
export const appScriptsIn = (html: string): string[] => LISTED.exec(html)?.[1]?.split(' ') ?? []

/** The attribute listing these scripts, the app's first. */
export const appScriptsAttribute = (scripts: readonly string[]): string => `${APP_SCRIPT_ATTRIBUTE}="${scripts.join(' ')}"`

/** The HTML with these scripts added to the attribute's list, after those it has. */
export const withAppScripts = (html: string, scripts: readonly string[]): string =>
  scripts.length === 0 ? html : html.replace(LISTED, () => appScriptsAttribute([...appScriptsIn(html), ...scripts]))
