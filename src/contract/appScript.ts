/**
 * The attribute of the page's first script (src/boot.ts) that lists, space-separated, the app's script and
 * then the page's own chunks, which the first script loads once the page shows. The build writes the app's
 * (vite.config.ts), the server adds the page's (server/src/plugins/web.ts).
 */
export const APP_SCRIPT_ATTRIBUTE = 'data-app'
