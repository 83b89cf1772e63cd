import type { CategoryPath } from '../../../src/contract'

export type PackShape = 'jar' | 'bottle' | 'tube' | 'dropper' | 'polish' | 'pump' | 'spray' | 'compact' | 'lipstick' | 'bar'

export interface DemoProduct {
  slug: string
  name: string
  category: CategoryPath
  /** Naira. */
  price: number
  offerPrice: number
  weight?: string
  inStock?: boolean
  description: string[]
  art: { shape: PackShape; body: string; accent: string; views: 1 | 2 | 3 | 4 }
  /** A shade of one product page: the items of the same name are its shades (the oldest, last, leads), each with its swatch's colour. */
  shade?: { value: string; colour: string }
}

/** The option the demo shop's shades are grouped by. */
export const DEMO_SHADE_OPTION = 'Shade'

/** The demo shop's shelf: seeded into an empty database; the artwork script draws each pack. */
export const demoCatalogue: readonly DemoProduct[] = [
  // Pomade
  { slug: 'shea-edge-pomade', name: 'Shea Butter Edge Pomade', category: 'Pomade', price: 4500, offerPrice: 3800, weight: '120 g', description: ['Firm hold for edges and sleek buns', 'Raw Nigerian shea butter and castor oil', 'No flakes, no white cast'], art: { shape: 'jar', body: '#f2c14e', accent: '#7a4a1e', views: 3 } },
  { slug: 'coconut-shine-pomade', name: 'Coconut Shine Pomade', category: 'Pomade', price: 3800, offerPrice: 3200, weight: '100 g', description: ['Medium hold with a natural shine', 'Virgin coconut oil and beeswax', 'Washes out with water'], art: { shape: 'jar', body: '#fff4e0', accent: '#3f7d58', views: 2 } },
  { slug: 'black-castor-growth-pomade', name: 'Black Castor Growth Pomade', category: 'Pomade', price: 5200, offerPrice: 4600, weight: '150 g', description: ['Nourishes scalp and thinning edges', 'Jamaican black castor oil and rosemary', 'Use daily on the scalp'], art: { shape: 'jar', body: '#2b2b2b', accent: '#d4a017', views: 2 } },
  { slug: 'matte-clay-pomade', name: 'Matte Clay Styling Pomade', category: 'Pomade', price: 6000, offerPrice: 5400, weight: '85 g', inStock: false, description: ['Strong hold with a matte finish', 'Kaolin clay and argan oil', 'For short cuts and waves'], art: { shape: 'jar', body: '#9a8c7a', accent: '#f5efe6', views: 1 } },
  // Nails
  { slug: 'ruby-gel-polish', name: 'Ruby Red Gel Polish', category: 'Nails', price: 3500, offerPrice: 2900, weight: '15 ml', description: ['Lasts up to three weeks under LED', 'Chip-resistant glossy finish', 'Vegan and cruelty-free'], art: { shape: 'polish', body: '#c21d3b', accent: '#1f1f1f', views: 3 } },
  { slug: 'nude-blush-polish', name: 'Nude Blush Nail Polish', category: 'Nails', price: 2800, offerPrice: 2400, weight: '12 ml', description: ['Soft nude for every skin tone', 'Dries in 60 seconds', 'Free of formaldehyde and toluene'], art: { shape: 'polish', body: '#e3a99a', accent: '#caa46a', views: 2 } },
  { slug: 'cuticle-oil-pen', name: 'Almond Cuticle Oil Pen', category: 'Nails', price: 2500, offerPrice: 2000, weight: '5 ml', description: ['Softens cuticles in one stroke', 'Sweet almond oil and vitamin E', 'Carry it in your bag'], art: { shape: 'tube', body: '#f7d6e0', accent: '#b0476b', views: 2 } },
  { slug: 'nail-strengthener', name: 'Keratin Nail Strengthener', category: 'Nails', price: 4200, offerPrice: 3600, weight: '15 ml', description: ['Hardens brittle nails in two weeks', 'Keratin and calcium complex', 'Use as a base coat'], art: { shape: 'polish', body: '#f5f1ea', accent: '#6d5acd', views: 1 } },
  // Effect
  { slug: 'velvet-matte-lipstick', name: 'Velvet Matte Lipstick, Cocoa', category: 'Effect', price: 5500, offerPrice: 4800, weight: '3.5 g', description: ['Rich colour in one swipe', 'Shea butter keeps lips soft', 'Lasts eight hours'], art: { shape: 'lipstick', body: '#7b3f2a', accent: '#d4af37', views: 3 } },
  { slug: 'glow-highlighter', name: 'Golden Hour Highlighter', category: 'Effect', price: 7800, offerPrice: 6500, weight: '8 g', description: ['Buildable golden glow for deep skin tones', 'Finely milled, never chalky', 'Works on cheeks, brows and collarbones'], art: { shape: 'compact', body: '#d9a441', accent: '#3a2a1a', views: 2 } },
  { slug: 'full-cover-foundation-honey', name: 'Full Cover Foundation', category: 'Effect', price: 12000, offerPrice: 10500, weight: '30 ml', description: ['Full coverage with a natural finish', 'Made for melanin-rich skin', 'Sweat and humidity resistant'], art: { shape: 'pump', body: '#c68642', accent: '#f2e6da', views: 1 }, shade: { value: 'Honey', colour: '#c68642' } },
  { slug: 'full-cover-foundation-espresso', name: 'Full Cover Foundation', category: 'Effect', price: 12000, offerPrice: 10500, weight: '30 ml', description: ['Full coverage with a natural finish', 'Made for melanin-rich skin', 'Sweat and humidity resistant'], art: { shape: 'pump', body: '#3b2219', accent: '#f2e6da', views: 1 }, shade: { value: 'Espresso', colour: '#3b2219' } },
  { slug: 'full-cover-foundation', name: 'Full Cover Foundation', category: 'Effect', price: 12000, offerPrice: 10500, weight: '30 ml', description: ['Full coverage with a natural finish', 'Made for melanin-rich skin', 'Sweat and humidity resistant'], art: { shape: 'pump', body: '#6b3e26', accent: '#f2e6da', views: 2 }, shade: { value: 'Mahogany', colour: '#6b3e26' } },
  { slug: 'setting-spray', name: 'All-Day Setting Spray', category: 'Effect', price: 8500, offerPrice: 7200, weight: '100 ml', description: ['Locks make-up for 16 hours', 'Cools and refreshes in Lagos heat', 'Fine, even mist'], art: { shape: 'spray', body: '#bfe3e8', accent: '#2f6f7a', views: 1 } },
  { slug: 'brow-pomade-ebony', name: 'Brow Pomade, Ebony', category: 'Effect', price: 4800, offerPrice: 4000, weight: '4 g', inStock: false, description: ['Defines and holds brows all day', 'Waterproof and smudge-proof', 'Comes with an angled brush'], art: { shape: 'jar', body: '#3b2f2f', accent: '#e8d5b7', views: 1 } },
  // Feet
  { slug: 'peppermint-foot-cream', name: 'Peppermint Foot Cream', category: 'Feet', price: 3900, offerPrice: 3300, weight: '150 ml', description: ['Heals cracked heels overnight', 'Peppermint and urea cool tired feet', 'Non-greasy'], art: { shape: 'tube', body: '#d8f3e4', accent: '#1f8a5b', views: 3 } },
  { slug: 'pumice-foot-scrub', name: 'Pumice Foot Scrub', category: 'Feet', price: 4200, offerPrice: 3500, weight: '200 g', description: ['Buffs away hard skin', 'Volcanic pumice and tea tree oil', 'Use twice a week'], art: { shape: 'jar', body: '#c9d6d0', accent: '#35524a', views: 2 } },
  { slug: 'foot-soak-salts', name: 'Lavender Foot Soak Salts', category: 'Feet', price: 3500, offerPrice: 2800, weight: '300 g', description: ['Relaxes aching feet after a long day', 'Epsom salt and lavender oil', 'Softens skin before a pedicure'], art: { shape: 'jar', body: '#e6dcf5', accent: '#6a4c93', views: 2 } },
  { slug: 'overnight-heel-balm', name: 'Overnight Heel Balm', category: 'Feet', price: 4600, offerPrice: 3900, weight: '75 g', description: ['Deeply repairs dry, cracked heels', 'Shea butter, cocoa butter and lanolin', 'Wear socks overnight for best results'], art: { shape: 'tube', body: '#fbe3c5', accent: '#a0522d', views: 1 } },
  // Skincare
  { slug: 'african-black-soap', name: 'African Black Soap', category: 'Skincare', price: 2500, offerPrice: 2000, weight: '200 g', description: ['Traditional dudu-osun style black soap', 'Cocoa pod ash, palm kernel oil and shea', 'Gentle cleanser for face and body'], art: { shape: 'bar', body: '#3d3229', accent: '#c8a97e', views: 3 } },
  { slug: 'vitamin-c-serum', name: 'Vitamin C Brightening Serum', category: 'Skincare', price: 15000, offerPrice: 12500, weight: '30 ml', description: ['Fades dark spots and evens tone', '15 % vitamin C with ferulic acid', 'Use in the morning before sunscreen'], art: { shape: 'dropper', body: '#f6a01a', accent: '#ffffff', views: 4 } },
  { slug: 'shea-body-butter', name: 'Whipped Shea Body Butter', category: 'Skincare', price: 6500, offerPrice: 5500, weight: '250 g', description: ['Unrefined shea from northern Nigeria', 'Whipped light with coconut oil', '48-hour moisture'], art: { shape: 'jar', body: '#fdf3dc', accent: '#b8860b', views: 3 } },
  { slug: 'spf50-sunscreen', name: 'Invisible SPF 50 Sunscreen', category: 'Skincare', price: 9800, offerPrice: 8700, weight: '50 ml', description: ['No white cast on dark skin', 'Broad spectrum UVA and UVB', 'Light gel texture'], art: { shape: 'tube', body: '#fff7cc', accent: '#e07a00', views: 2 } },
  // Hair
  { slug: 'chebe-hair-oil', name: 'Chebe Hair Growth Oil', category: 'Hair', price: 7000, offerPrice: 5900, weight: '100 ml', description: ['Chebe powder infused in castor and olive oil', 'Reduces breakage and retains length', 'Massage into scalp three times a week'], art: { shape: 'dropper', body: '#8b5a2b', accent: '#f5deb3', views: 3 } },
  { slug: 'leave-in-conditioner', name: 'Moisture Leave-In Conditioner', category: 'Hair', price: 5800, offerPrice: 4900, weight: '250 ml', description: ['Detangles 4C hair in minutes', 'Aloe vera and marshmallow root', 'Sulphate and paraben free'], art: { shape: 'spray', body: '#e0f2e9', accent: '#2e8b57', views: 2 } },
  { slug: 'sulphate-free-shampoo', name: 'Sulphate-Free Shampoo', category: 'Hair', price: 6200, offerPrice: 5300, weight: '300 ml', description: ['Cleans without stripping natural oils', 'Black soap and tea tree', 'Safe for braids and locs'], art: { shape: 'pump', body: '#f3e5f5', accent: '#7b1fa2', views: 2 } },
  { slug: 'deep-repair-mask', name: 'Deep Repair Hair Mask', category: 'Hair', price: 8000, offerPrice: 6800, weight: '300 g', inStock: false, description: ['Restores dry, heat-damaged hair', 'Avocado, honey and protein', 'Leave on for 20 minutes'], art: { shape: 'jar', body: '#cfe8c5', accent: '#4f7942', views: 1 } },
  // Fragrance
  { slug: 'oud-rose-perfume', name: 'Oud and Rose Eau de Parfum', category: 'Fragrance', price: 35000, offerPrice: 29500, weight: '50 ml', description: ['Warm oud with Damask rose', 'Long-lasting, eight hours on skin', 'Made for evenings'], art: { shape: 'spray', body: '#7a1f3d', accent: '#d4af37', views: 3 } },
  { slug: 'vanilla-body-mist', name: 'Vanilla Orchid Body Mist', category: 'Fragrance', price: 6500, offerPrice: 5200, weight: '236 ml', description: ['Light, sweet and fresh', 'Spritz after your bath', 'Layers with our body butter'], art: { shape: 'spray', body: '#f9e4d4', accent: '#b5651d', views: 2 } },
  { slug: 'citrus-solid-perfume', name: 'Citrus Solid Perfume', category: 'Fragrance', price: 4800, offerPrice: 4200, weight: '10 g', description: ['Pocket-sized, travel friendly', 'Orange blossom and bergamot in beeswax', 'Dab on wrists and neck'], art: { shape: 'compact', body: '#ffd27f', accent: '#e76f51', views: 1 } },
  { slug: 'sandalwood-oil', name: 'Sandalwood Perfume Oil', category: 'Fragrance', price: 9000, offerPrice: 7500, weight: '12 ml', description: ['Alcohol-free perfume oil', 'Creamy sandalwood and musk', 'A drop lasts all day'], art: { shape: 'dropper', body: '#c19a6b', accent: '#4a3728', views: 2 } },
]
