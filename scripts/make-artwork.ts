import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { demoCatalogue, type PackShape } from '../server/src/db/catalogue'

// Draws every picture the demo shop shows as SVG, so the repository needs no outside image.
// Run `npm run artwork` after changing the catalogue; the output under public/art is committed.

const out = path.resolve('public/art')

function write(file: string, svg: string) {
  const target = path.join(out, file)
  mkdirSync(path.dirname(target), { recursive: true })
  writeFileSync(target, svg.replace(/\n\s*/g, '').trim() + '\n')
}

const svg = (w: number, h: number, body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${label}">${body}</svg>`

const backgrounds = ['#fbeff4', '#f3efe6', '#eef5f1', '#f1eef8']

function pack(shape: PackShape, body: string, accent: string): string {
  switch (shape) {
    case 'jar':
      return `<rect x="110" y="170" width="180" height="150" rx="26" fill="${body}" stroke="${accent}" stroke-width="4"/>
        <rect x="100" y="135" width="200" height="50" rx="14" fill="${accent}"/>
        <rect x="135" y="215" width="130" height="60" rx="10" fill="#fff" opacity="0.85"/>
        <rect x="155" y="235" width="90" height="8" rx="4" fill="${accent}"/><rect x="170" y="252" width="60" height="6" rx="3" fill="${accent}" opacity="0.6"/>`
    case 'bottle':
    case 'pump':
      return `<rect x="140" y="150" width="120" height="190" rx="30" fill="${body}" stroke="${accent}" stroke-width="4"/>
        <rect x="180" y="110" width="40" height="45" fill="${accent}"/><rect x="175" y="80" width="70" height="18" rx="6" fill="${accent}"/>
        <rect x="192" y="95" width="16" height="20" fill="${accent}"/>
        <rect x="155" y="205" width="90" height="80" rx="10" fill="#fff" opacity="0.85"/>
        <rect x="170" y="230" width="60" height="8" rx="4" fill="${accent}"/><rect x="180" y="248" width="40" height="6" rx="3" fill="${accent}" opacity="0.6"/>`
    case 'tube':
      return `<path d="M150 90 h100 l-10 220 h-80 z" fill="${body}" stroke="${accent}" stroke-width="4"/>
        <rect x="165" y="310" width="70" height="36" rx="8" fill="${accent}"/>
        <rect x="160" y="84" width="80" height="12" rx="4" fill="${accent}" opacity="0.7"/>
        <rect x="172" y="170" width="56" height="70" rx="8" fill="#fff" opacity="0.85"/>
        <rect x="182" y="192" width="36" height="7" rx="3" fill="${accent}"/>`
    case 'dropper':
      return `<rect x="145" y="170" width="110" height="165" rx="22" fill="${body}" stroke="${accent}" stroke-width="4" opacity="0.95"/>
        <rect x="175" y="135" width="50" height="40" rx="6" fill="${accent}"/><ellipse cx="200" cy="110" rx="22" ry="30" fill="${accent}"/>
        <rect x="160" y="220" width="80" height="70" rx="10" fill="#fff" opacity="0.85"/>
        <rect x="172" y="242" width="56" height="8" rx="4" fill="${body}"/><circle cx="200" cy="268" r="7" fill="${body}"/>`
    case 'polish':
      return `<rect x="145" y="200" width="110" height="120" rx="24" fill="${body}" stroke="#fff" stroke-width="4"/>
        <rect x="180" y="95" width="40" height="110" rx="8" fill="${accent}"/>
        <ellipse cx="175" cy="240" rx="10" ry="26" fill="#fff" opacity="0.45"/>`
    case 'spray':
      return `<rect x="140" y="150" width="120" height="190" rx="20" fill="${body}" stroke="${accent}" stroke-width="4"/>
        <rect x="170" y="110" width="60" height="45" rx="8" fill="${accent}"/><rect x="225" y="120" width="25" height="10" rx="4" fill="${accent}"/>
        <circle cx="262" cy="110" r="4" fill="${accent}" opacity="0.5"/><circle cx="276" cy="100" r="3" fill="${accent}" opacity="0.4"/><circle cx="274" cy="120" r="3" fill="${accent}" opacity="0.4"/>
        <rect x="160" y="210" width="80" height="70" rx="10" fill="#fff" opacity="0.85"/><rect x="172" y="234" width="56" height="8" rx="4" fill="${accent}"/>`
    case 'compact':
      return `<ellipse cx="200" cy="250" rx="120" ry="70" fill="${accent}"/><ellipse cx="200" cy="238" rx="108" ry="60" fill="${body}"/>
        <ellipse cx="170" cy="220" rx="40" ry="16" fill="#fff" opacity="0.35"/>`
    case 'lipstick':
      return `<rect x="160" y="220" width="80" height="120" rx="8" fill="${accent}"/><rect x="170" y="170" width="60" height="55" rx="4" fill="#c9c9c9"/>
        <path d="M175 170 v-70 l50 -30 v100 z" fill="${body}"/>`
    case 'bar':
      return `<rect x="90" y="180" width="220" height="120" rx="30" fill="${body}"/><rect x="90" y="180" width="220" height="40" rx="20" fill="#fff" opacity="0.12"/>
        <rect x="140" y="225" width="120" height="36" rx="8" fill="${accent}" opacity="0.9"/><rect x="160" y="238" width="80" height="8" rx="4" fill="${body}"/>`
  }
}

const decorations = [
  '',
  `<g opacity="0.5"><ellipse cx="80" cy="330" rx="40" ry="16" fill="#7fb77e" transform="rotate(-30 80 330)"/><ellipse cx="320" cy="330" rx="40" ry="16" fill="#7fb77e" transform="rotate(30 320 330)"/></g>`,
  `<g opacity="0.55"><circle cx="80" cy="90" r="18" fill="#fff"/><circle cx="330" cy="120" r="12" fill="#fff"/><circle cx="300" cy="70" r="8" fill="#fff"/></g>`,
  `<g opacity="0.35"><path d="M60 80 q20 -30 40 0 t40 0" stroke="#8e3b62" stroke-width="6" fill="none"/><path d="M260 340 q20 -30 40 0 t40 0" stroke="#8e3b62" stroke-width="6" fill="none"/></g>`,
]

for (const product of demoCatalogue) {
  for (let view = 1; view <= product.art.views; view++) {
    const background = backgrounds[(view - 1) % backgrounds.length]
    const tilt = view === 1 ? 0 : view % 2 === 0 ? -8 : 8
    write(
      `products/${product.slug}-${view}.svg`,
      svg(400, 400, `<rect width="400" height="400" fill="${background}"/>${decorations[view - 1]}
        <ellipse cx="200" cy="352" rx="110" ry="14" fill="#000" opacity="0.08"/>
        <g transform="rotate(${tilt} 200 220)">${pack(product.art.shape, product.art.body, product.art.accent)}</g>`, product.name),
    )
  }
}

const categoryArt: Record<string, [PackShape, string, string]> = {
  pomade: ['jar', '#f2c14e', '#7a4a1e'],
  nails: ['polish', '#c21d3b', '#1f1f1f'],
  effect: ['lipstick', '#7b3f2a', '#d4af37'],
  feet: ['tube', '#d8f3e4', '#1f8a5b'],
  skincare: ['dropper', '#f6a01a', '#ffffff'],
  hair: ['pump', '#f3e5f5', '#7b1fa2'],
  fragrance: ['spray', '#7a1f3d', '#d4af37'],
}
for (const [name, [shape, body, accent]] of Object.entries(categoryArt)) {
  write(`categories/${name}.svg`, svg(400, 400, `<g transform="translate(0 -20)">${pack(shape, body, accent)}</g>`, ''))
}

// Salon services: simple scenes in the brand's colours.
const services: Record<string, string> = {
  facial: `<rect width="600" height="400" fill="#f7e8ef"/><circle cx="300" cy="190" r="95" fill="#8d5b4c"/><ellipse cx="300" cy="215" rx="70" ry="60" fill="#cfe8c5" opacity="0.9"/><circle cx="268" cy="180" r="16" fill="#cfe2f3"/><circle cx="332" cy="180" r="16" fill="#cfe2f3"/><path d="M0 330 q300 -80 600 0 v70 h-600z" fill="#fff"/><path d="M150 330 h300" stroke="#e8a33d" stroke-width="6"/>`,
  nails: `<rect width="600" height="400" fill="#fdf1e6"/><path d="M180 400 v-160 q0 -30 30 -30 h160 q30 0 30 30 v160z" fill="#8d5b4c"/>${[200, 245, 290, 335].map((x, i) => `<rect x="${x}" y="${110 + (i % 2) * 20}" width="36" height="110" rx="18" fill="#8d5b4c"/><rect x="${x + 4}" y="${114 + (i % 2) * 20}" width="28" height="38" rx="14" fill="#c21d3b"/>`).join('')}<rect x="440" y="250" width="50" height="80" rx="14" fill="#c21d3b"/><rect x="455" y="200" width="20" height="55" rx="5" fill="#2a1f24"/>`,
  massage: `<rect width="600" height="400" fill="#eef5f1"/><rect x="60" y="260" width="480" height="40" rx="20" fill="#fff"/><ellipse cx="300" cy="245" rx="180" ry="30" fill="#6b3e26"/><circle cx="500" cy="235" r="34" fill="#6b3e26"/>${[180, 240, 300].map((x) => `<circle cx="${x}" cy="214" r="16" fill="#3a3a3a"/>`).join('')}<path d="M70 120 q30 -50 60 0" stroke="#7fb77e" stroke-width="10" fill="none"/><circle cx="520" cy="100" r="30" fill="#e8a33d" opacity="0.6"/>`,
  makeup: `<rect width="600" height="400" fill="#f1eef8"/><ellipse cx="300" cy="210" rx="95" ry="120" fill="#6b3e26"/><path d="M205 170 q95 -170 190 0 q-20 -60 -95 -70 q-75 10 -95 70z" fill="#2a1f24"/><ellipse cx="265" cy="200" rx="16" ry="9" fill="#fff"/><ellipse cx="335" cy="200" rx="16" ry="9" fill="#fff"/><circle cx="265" cy="200" r="6" fill="#2a1f24"/><circle cx="335" cy="200" r="6" fill="#2a1f24"/><path d="M275 270 q25 18 50 0" stroke="#a3213f" stroke-width="10" fill="none" stroke-linecap="round"/><ellipse cx="245" cy="240" rx="18" ry="10" fill="#d9a441" opacity="0.6"/><ellipse cx="355" cy="240" rx="18" ry="10" fill="#d9a441" opacity="0.6"/><rect x="470" y="150" width="14" height="140" rx="7" fill="#d4af37" transform="rotate(25 477 220)"/>`,
}
for (const [name, body] of Object.entries(services)) write(`services/${name}.svg`, svg(600, 400, body, ''))

// People: friendly illustrated portraits.
const people: Record<string, [string, string, string]> = {
  ceo: ['#6b3e26', '#2a1f24', '#8e3b62'],
  tolu: ['#8d5b4c', '#1f1a17', '#e8a33d'],
  chidi: ['#5c3a21', '#2a1f24', '#1f8a5b'],
  amaka: ['#7b4a32', '#3a2a1a', '#c21d3b'],
  zainab: ['#6b3e26', '#4a2c6a', '#d4af37'],
  funmi: ['#8d5b4c', '#2a1f24', '#8e3b62'],
  kelechi: ['#5c3a21', '#1f1a17', '#2f6f7a'],
  halima: ['#7b4a32', '#4a2c6a', '#e07a00'],
  tobi: ['#6b3e26', '#2a1f24', '#c21d3b'],
  ngozi: ['#8d5b4c', '#3a2a1a', '#1f8a5b'],
}
for (const [name, [skin, hair, top]] of Object.entries(people)) {
  const folder = ['ceo', 'tolu', 'chidi', 'amaka', 'zainab'].includes(name) ? 'team' : 'people'
  write(
    `${folder}/${name}.svg`,
    svg(300, 300, `<rect width="300" height="300" fill="#f7e8ef"/><path d="M60 300 q0 -90 90 -90 q90 0 90 90z" fill="${top}"/>
      <rect x="135" y="180" width="30" height="40" fill="${skin}"/><ellipse cx="150" cy="135" rx="58" ry="66" fill="${skin}"/>
      <path d="M88 130 q0 -80 62 -80 q62 0 62 80 q-10 -45 -62 -48 q-52 3 -62 48z" fill="${hair}"/>
      <circle cx="128" cy="138" r="6" fill="#1f1a17"/><circle cx="172" cy="138" r="6" fill="#1f1a17"/>
      <path d="M132 168 q18 14 36 0" stroke="#1f1a17" stroke-width="5" fill="none" stroke-linecap="round"/>`, ''),
  )
}

// The hero: products on a shelf with a soft glow.
write(
  'hero.svg',
  svg(640, 520, `<defs><radialGradient id="g" cx="50%" cy="45%" r="60%"><stop offset="0" stop-color="#fff3e0"/><stop offset="1" stop-color="#f7e8ef"/></radialGradient></defs>
    <rect width="640" height="520" rx="32" fill="url(#g)"/><circle cx="320" cy="230" r="170" fill="#f2c14e" opacity="0.25"/>
    <rect x="70" y="400" width="500" height="16" rx="8" fill="#8e3b62" opacity="0.8"/>
    <g transform="translate(-10 70) scale(0.85)">${pack('pump', '#f3e5f5', '#7b1fa2')}</g>
    <g transform="translate(150 40) scale(0.9)">${pack('dropper', '#f6a01a', '#ffffff')}</g>
    <g transform="translate(300 110) scale(0.75)">${pack('jar', '#fdf3dc', '#b8860b')}</g>
    <g transform="translate(410 60) scale(0.85)">${pack('spray', '#7a1f3d', '#d4af37')}</g>`, ''),
)

write(
  'logo.svg',
  svg(48, 48, `<circle cx="24" cy="24" r="24" fill="#8e3b62"/><path d="M24 9 c5 8 11 12 11 19 a11 11 0 0 1 -22 0 c0 -7 6 -11 11 -19z" fill="#f2c14e"/><circle cx="20" cy="27" r="3" fill="#fff" opacity="0.7"/>`, 'Glow Beauty'),
)

console.log(`Artwork written to ${path.relative(process.cwd(), out)}`)
