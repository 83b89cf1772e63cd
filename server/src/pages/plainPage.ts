/**
 * A small page the server writes itself (the sandbox's payment page, a message's stop page): a card in the
 * middle of the shop's background, plain HTML and CSS, no script, so it fits the shop's CSP. `style` adds
 * the page's own rules; `title` and `main` are already escaped.
 */
export function plainPage({ title, style = '', main }: { title: string; style?: string; main: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; padding: 1rem; min-height: 100vh; display: grid; place-items: center; background: #fdf6f0; color: #2d2320; }
  main { width: 100%; max-width: 26rem; background: #fff; border-radius: 1rem; padding: 2rem 1.5rem;
    box-shadow: 0 10px 30px rgb(45 35 32 / 0.12); text-align: center; }
${style}
</style>
</head>
<body><main>${main}</main></body>
</html>`
}
