import {
  CATALOGUE_LIST,
  type CatalogueKey,
  colourHex,
  defaultSizePosition,
  type GarmentKind,
  placeholderImageUrl,
  shortcodeOf,
} from '../modules/catalogue/index.ts';

/**
 * A deterministic demo catalogue: believable workwear for each of the 23 catalogues, with
 * supplier-style codes, colour and size runs, missing combinations, costs and prices, and an
 * image placeholder drawn from the product's kind and colour (docs/decisions/030). The same
 * seed and SKU count always give the same catalogue, and a smaller catalogue is the start of a
 * larger one.
 */

export type GeneratedSku = {
  colour: string;
  size: string;
  sku: string;
  priceCents: number;
  costCents: number;
  qty: number;
};
export type GeneratedProduct = {
  code: string;
  shortcode: string;
  description: string;
  category: string;
  kind: GarmentKind;
  priceCents: number;
  costCents: number;
  imageUrl: string;
  skus: GeneratedSku[];
};
export type GeneratedCatalogue = {
  key: CatalogueKey;
  name: string;
  sortOrder: number;
  products: GeneratedProduct[];
  colours: { name: string; hex: string }[];
  sizes: { name: string; position: number }[];
  skuCount: number;
};

// --- randomness ------------------------------------------------------------------------------

type Rng = () => number;

const hashSeed = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};

/** mulberry32: small, fast and the same on every platform. */
const rngFor = (seed: string): Rng => {
  let a = hashSeed(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
const between = (rng: Rng, low: number, high: number): number => low + Math.floor(rng() * (high - low + 1));

/** `count` distinct items, keeping the list's order. */
const pickSome = <T>(rng: Rng, items: readonly T[], count: number): T[] => {
  const chosen = new Set<number>();
  const n = Math.min(count, items.length);
  while (chosen.size < n) chosen.add(Math.floor(rng() * items.length));
  return [...chosen].sort((a, b) => a - b).map((i) => items[i] as T);
};

// --- garments --------------------------------------------------------------------------------

const ADULT = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL'];
const LADIES = ['6', '8', '10', '12', '14', '16', '18', '20', '22', '24'];
const KIDS = ['2', '4', '6', '8', '10', '12', '14', '16'];
const WAIST = [
  '72R',
  '77R',
  '82R',
  '87R',
  '92R',
  '97R',
  '102R',
  '107R',
  '112R',
  '117R',
  '122R',
  '127R',
  '132R',
];
const ONE_SIZE = ['OSFA'];
const FITTED = ['S/M', 'L/XL'];
const BOOTS = ['3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13'];

const PALETTES = {
  basic: [
    'White',
    'Black',
    'Navy',
    'Royal',
    'Red',
    'Charcoal',
    'Grey Marle',
    'Bottle',
    'Maroon',
    'Gold',
    'Orange',
    'Sky',
    'Pink',
    'Purple',
    'Emerald',
    'Natural',
    'Sand',
    'Kelly',
  ],
  corporate: ['White', 'Black', 'Navy', 'Charcoal', 'Sky Blue', 'Silver', 'Wine', 'Teal', 'French Navy'],
  hivis: ['Yellow/Navy', 'Orange/Navy', 'Hi-Vis Yellow', 'Hi-Vis Orange', 'Yellow/Bottle', 'Orange/Charcoal'],
  work: ['Navy', 'Khaki', 'Black', 'Bottle', 'Charcoal', 'Stone', 'Brown', 'Olive'],
  chef: ['White', 'Black', 'Black/White Check', 'Charcoal', 'Navy'],
  health: ['Navy', 'Ceil Blue', 'Teal', 'Black', 'Wine', 'Charcoal', 'Royal'],
  headwear: [
    'Black',
    'Navy',
    'White',
    'Charcoal',
    'Red',
    'Royal',
    'Camo',
    'Khaki',
    'Black/White',
    'Navy/White',
  ],
  boots: ['Black', 'Brown', 'Wheat'],
} as const;
type Palette = keyof typeof PALETTES;

type Style = {
  kind: GarmentKind;
  category: string;
  names: string[];
  audiences: ('Mens' | 'Womens' | 'Unisex' | 'Kids')[];
  palette: Palette;
  colours: [number, number];
  sizes: (audience: string, rng: Rng) => string[];
  /** Cost in cents, low and high. */
  cost: [number, number];
};

const adultOrLadies = (audience: string, rng: Rng) =>
  audience === 'Womens' && rng() < 0.6 ? LADIES : audience === 'Kids' ? KIDS : ADULT;

const STYLES: Record<string, Style> = {
  tee: {
    kind: 'tee',
    category: 'T-Shirts',
    names: [
      'Classic Tee',
      'Staple Tee',
      'Heavy Cotton Tee',
      'Organic Crew Tee',
      'Performance Tee',
      'Long Sleeve Tee',
      'Pocket Tee',
      'V-Neck Tee',
      'Faded Tee',
    ],
    audiences: ['Mens', 'Womens', 'Unisex', 'Kids'],
    palette: 'basic',
    colours: [4, 14],
    sizes: adultOrLadies,
    cost: [380, 1450],
  },
  polo: {
    kind: 'polo',
    category: 'Polos',
    names: [
      'Cotton Pique Polo',
      'Cool Dry Polo',
      'Performance Polo',
      'Breeze Polo',
      'Contrast Polo',
      'Stripe Polo',
      'Bamboo Polo',
    ],
    audiences: ['Mens', 'Womens', 'Unisex', 'Kids'],
    palette: 'corporate',
    colours: [3, 9],
    sizes: adultOrLadies,
    cost: [900, 2400],
  },
  shirt: {
    kind: 'shirt',
    category: 'Work Shirts',
    names: [
      'Cotton Drill Work Shirt',
      'Lightweight Vented Shirt',
      'Oxford Business Shirt',
      'Chambray Shirt',
      'Flannel Work Shirt',
      'Stretch Poplin Shirt',
    ],
    audiences: ['Mens', 'Womens'],
    palette: 'work',
    colours: [2, 6],
    sizes: (audience, rng) => (audience === 'Womens' && rng() < 0.7 ? LADIES : ADULT),
    cost: [1400, 3600],
  },
  hivis: {
    kind: 'hivis',
    category: 'Hi-Vis',
    names: [
      'Taped Hi-Vis Drill Shirt',
      'Day/Night Hi-Vis Polo',
      'Hi-Vis Cotton Drill Shirt',
      'Hi-Vis Cool Mesh Polo',
      'Hi-Vis Long Sleeve Tee',
      'Hi-Vis Wet Weather Jacket',
    ],
    audiences: ['Mens', 'Unisex', 'Womens'],
    palette: 'hivis',
    colours: [2, 5],
    sizes: () => ADULT,
    cost: [1200, 5200],
  },
  vest: {
    kind: 'vest',
    category: 'Hi-Vis',
    names: ['Day/Night Safety Vest', 'Hi-Vis Zip Vest', 'Hi-Vis Mesh Vest'],
    audiences: ['Unisex'],
    palette: 'hivis',
    colours: [2, 4],
    sizes: () => ADULT,
    cost: [350, 1500],
  },
  jacket: {
    kind: 'jacket',
    category: 'Jackets',
    names: [
      'Softshell Jacket',
      'Puffer Jacket',
      'Waterproof Rain Jacket',
      'Bomber Jacket',
      'Wet Weather Jacket',
      'Quilted Vest',
    ],
    audiences: ['Mens', 'Womens', 'Unisex'],
    palette: 'corporate',
    colours: [2, 6],
    sizes: adultOrLadies,
    cost: [2200, 7800],
  },
  fleece: {
    kind: 'fleece',
    category: 'Fleece',
    names: ['Pullover Hoodie', 'Zip Hoodie', 'Crew Sweat', 'Polar Fleece Jumper', 'Half Zip Fleece'],
    audiences: ['Mens', 'Womens', 'Unisex', 'Kids'],
    palette: 'basic',
    colours: [3, 10],
    sizes: adultOrLadies,
    cost: [1500, 4200],
  },
  pants: {
    kind: 'pants',
    category: 'Pants',
    names: [
      'Cotton Drill Cargo Pant',
      'Stretch Work Pant',
      'Lightweight Utility Pant',
      'Chino Pant',
      'Ripstop Cargo Pant',
    ],
    audiences: ['Mens', 'Womens'],
    palette: 'work',
    colours: [2, 5],
    sizes: (audience) => (audience === 'Womens' ? LADIES : WAIST),
    cost: [1800, 4800],
  },
  shorts: {
    kind: 'shorts',
    category: 'Shorts',
    names: [
      'Cotton Drill Cargo Short',
      'Stretch Work Short',
      'Board Short',
      'Tailored Short',
      'Sports Short',
    ],
    audiences: ['Mens', 'Womens', 'Kids'],
    palette: 'work',
    colours: [2, 5],
    sizes: (audience) => (audience === 'Womens' ? LADIES : audience === 'Kids' ? KIDS : WAIST),
    cost: [1200, 3400],
  },
  cap: {
    kind: 'cap',
    category: 'Headwear',
    names: [
      'Trucker Cap',
      'Six Panel Cap',
      'Flat Peak Snapback',
      'Bucket Hat',
      'Wide Brim Hat',
      'Sports Visor',
    ],
    audiences: ['Unisex'],
    palette: 'headwear',
    colours: [3, 10],
    sizes: (_audience, rng) => (rng() < 0.25 ? FITTED : ONE_SIZE),
    cost: [280, 1300],
  },
  beanie: {
    kind: 'beanie',
    category: 'Headwear',
    names: ['Knit Beanie', 'Cuffed Beanie', 'Roll Up Beanie'],
    audiences: ['Unisex'],
    palette: 'headwear',
    colours: [3, 8],
    sizes: () => ONE_SIZE,
    cost: [250, 900],
  },
  apron: {
    kind: 'apron',
    category: 'Aprons',
    names: ['Bib Apron', 'Waist Apron', 'Canvas Bib Apron', 'Denim Apron', 'Striped Bistro Apron'],
    audiences: ['Unisex'],
    palette: 'chef',
    colours: [2, 5],
    sizes: () => ONE_SIZE,
    cost: [450, 2200],
  },
  chef: {
    kind: 'chef',
    category: 'Chef Wear',
    names: ['Chef Jacket', 'Executive Chef Jacket', 'Drop Shoulder Chef Jacket', 'Chef Pant', 'Chef Cap'],
    audiences: ['Unisex', 'Womens'],
    palette: 'chef',
    colours: [1, 4],
    sizes: adultOrLadies,
    cost: [1300, 4200],
  },
  scrubs: {
    kind: 'scrubs',
    category: 'Health Wear',
    names: ['Scrub Top', 'Scrub Pant', 'Healthcare Tunic', 'Stretch Scrub Top', 'Jogger Scrub Pant'],
    audiences: ['Unisex', 'Womens', 'Mens'],
    palette: 'health',
    colours: [3, 7],
    sizes: () => ADULT,
    cost: [1300, 3300],
  },
  boot: {
    kind: 'boot',
    category: 'Footwear',
    names: ['Lace Up Safety Boot', 'Zip Side Safety Boot', 'Elastic Sided Boot', 'Composite Toe Jogger'],
    audiences: ['Unisex'],
    palette: 'boots',
    colours: [1, 3],
    sizes: () => BOOTS,
    cost: [5200, 14500],
  },
};

type Profile = { styles: string[]; code: string[]; weight: number };

/**
 * What each catalogue carries and how its codes look ('#' a digit, 'A' a letter, anything else
 * itself); weight is its share of the SKUs.
 */
const PROFILES: Record<CatalogueKey, Profile> = {
  WS: {
    styles: ['polo', 'tee', 'shirt', 'jacket', 'fleece', 'chef', 'apron', 'cap'],
    code: ['PS##', 'TS##', 'JK##', 'FL##'],
    weight: 7,
  },
  JB: {
    styles: [
      'tee',
      'polo',
      'hivis',
      'vest',
      'fleece',
      'jacket',
      'pants',
      'shorts',
      'cap',
      'beanie',
      'apron',
      'chef',
      'scrubs',
    ],
    code: ['#AA', '#AAA', '#AAAA'],
    weight: 12,
  },
  BIZ: {
    styles: ['polo', 'shirt', 'jacket', 'fleece', 'chef', 'apron', 'scrubs'],
    code: ['P###MS', 'P###LS', 'S###MS', 'J###ML', 'CH###'],
    weight: 10,
  },
  PW: {
    styles: ['hivis', 'vest', 'jacket', 'pants', 'shorts', 'boot', 'fleece'],
    code: ['S###', 'C###', 'FW##', 'T###'],
    weight: 8,
  },
  AP: { styles: ['tee', 'polo', 'fleece', 'jacket', 'cap'], code: ['####', '####K'], weight: 5 },
  BIS: {
    styles: ['shirt', 'hivis', 'pants', 'shorts', 'jacket'],
    code: ['BS####', 'BSC####', 'BP####'],
    weight: 5,
  },
  SYZ: {
    styles: ['hivis', 'vest', 'pants', 'shorts', 'shirt', 'jacket'],
    code: ['ZW###', 'ZH###', 'ZP###', 'ZS###', 'ZJ###'],
    weight: 6,
  },
  GD: { styles: ['tee', 'fleece'], code: ['####', '#####', '####B'], weight: 4 },
  RM: {
    styles: ['tee', 'polo', 'fleece', 'jacket'],
    code: ['T###MS', 'P###MS', 'F###HZ', 'J###PZ'],
    weight: 5,
  },
  AS: { styles: ['tee', 'fleece', 'cap', 'beanie', 'shorts'], code: ['####', '####G'], weight: 8 },
  MAC: { styles: ['cap', 'beanie'], code: ['####', '####F'], weight: 2 },
  GC: {
    styles: ['polo', 'shirt', 'jacket', 'fleece', 'cap'],
    code: ['T###', 'P###', 'J###', 'H###'],
    weight: 3,
  },
  JP: { styles: ['tee', 'shorts', 'fleece', 'cap'], code: ['S######', 'W######'], weight: 3 },
  HW: { styles: ['cap', 'beanie'], code: ['####A', '####'], weight: 3 },
  BAD: { styles: ['shirt', 'pants', 'shorts', 'hivis', 'jacket'], code: ['BAD###', 'BW####'], weight: 3 },
  DNC: { styles: ['hivis', 'vest', 'shirt', 'pants', 'shorts', 'jacket'], code: ['####', '3###'], weight: 4 },
  ID: { styles: ['polo', 'shirt', 'jacket', 'fleece'], code: ['AA###', 'IDAA##'], weight: 3 },
  JS: { styles: ['tee', 'polo', 'fleece'], code: ['JS###', 'JS####'], weight: 2 },
  HY: {
    styles: ['pants', 'shorts', 'shirt', 'hivis', 'jacket', 'boot'],
    code: ['Y0####', 'Y1####', 'Y6####'],
    weight: 5,
  },
  KG: {
    styles: ['pants', 'shorts', 'shirt', 'hivis', 'boot'],
    code: ['K0####', 'K1####', 'K2####', 'K5####'],
    weight: 5,
  },
  PS: { styles: ['boot'], code: ['######'], weight: 2 },
  BS: { styles: ['tee', 'polo', 'shorts', 'fleece'], code: ['BS###', 'BSAA##'], weight: 3 },
  NCCA: {
    styles: ['chef', 'apron', 'scrubs', 'shirt'],
    code: ['CJ###', 'CP###', 'AP###', 'ST###'],
    weight: 3,
  },
};

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

const fillPattern = (rng: Rng, pattern: string): string =>
  pattern.replace(/[#A]/g, (c) => (c === '#' ? String(between(rng, 0, 9)) : pick(rng, [...LETTERS])));

const roundTo5 = (cents: number): number => Math.round(cents / 5) * 5;

const colourAbbr = (colour: string): string =>
  colour
    .split(/[\s/-]+/)
    .map((w) => w.slice(0, 3).toUpperCase())
    .join('');

const BIG_SIZES = new Set(['3XL', '4XL', '5XL', '22', '24', '122R', '127R', '132R']);

function makeProduct(rng: Rng, profile: Profile, taken: Set<string>): GeneratedProduct {
  const style = STYLES[pick(rng, profile.styles)] as Style;
  let pattern = pick(rng, profile.code);
  let code = fillPattern(rng, pattern);
  for (let attempt = 0; taken.has(shortcodeOf(code)); attempt += 1) {
    // A crowded pattern grows a digit rather than looping forever.
    if (attempt > 20) pattern = `${pattern}#`;
    code = fillPattern(rng, pattern);
  }
  taken.add(shortcodeOf(code));

  const audience = pick(rng, style.audiences);
  const name = pick(rng, style.names);
  const kids = audience === 'Kids';
  const description = kids ? `Kids ${name}` : audience === 'Unisex' ? name : `${audience} ${name}`;
  const category = kids ? 'Kids' : style.category;
  const palette = PALETTES[style.palette];
  const colours = pickSome(rng, palette, between(rng, style.colours[0], style.colours[1]));
  let sizes = style.sizes(audience, rng);
  // Not every range runs to 5XL or starts at XS.
  if (sizes === ADULT) sizes = sizes.slice(rng() < 0.3 ? 1 : 0, rng() < 0.4 ? 7 : 9);

  const costCents = roundTo5(between(rng, style.cost[0], style.cost[1]) * (kids ? 0.8 : 1));
  const markup = 1.55 + rng() * 0.4;
  const priceCents = roundTo5(costCents * markup);
  const skus: GeneratedSku[] = [];
  const thinColours = new Set(colours.filter(() => rng() < 0.35));
  for (const colour of colours) {
    for (const size of sizes) {
      // Missing combinations: big sizes in fringe colours, and a few gaps anywhere.
      if (BIG_SIZES.has(size) && thinColours.has(colour)) continue;
      if (rng() < 0.06) continue;
      const big = BIG_SIZES.has(size);
      skus.push({
        colour,
        size,
        sku: `${shortcodeOf(code)}-${colourAbbr(colour)}-${size.replace('/', '')}`,
        costCents: big ? roundTo5(costCents * 1.12) : costCents,
        priceCents: big ? roundTo5(priceCents * 1.12) : priceCents,
        qty: rng() < 0.12 ? 0 : between(rng, 1, 600),
      });
    }
  }
  if (skus.length === 0) {
    const colour = colours[0] ?? 'Black';
    const size = sizes[0] ?? 'OSFA';
    skus.push({
      colour,
      size,
      sku: `${shortcodeOf(code)}-${colourAbbr(colour)}-${size}`,
      costCents,
      priceCents,
      qty: 50,
    });
  }
  return {
    code,
    shortcode: shortcodeOf(code),
    description,
    category,
    kind: style.kind,
    priceCents,
    costCents,
    imageUrl: placeholderImageUrl(style.kind, colourHex(colours[0] ?? 'Black')),
    skus,
  };
}

/** One catalogue with about `skuBudget` SKUs (never fewer; at least one product). */
export function generateCatalogue(key: CatalogueKey, skuBudget: number, seed = 'demo'): GeneratedCatalogue {
  const entry = CATALOGUE_LIST.find((c) => c.key === key);
  if (!entry) throw new Error(`unknown catalogue ${key}`);
  const rng = rngFor(`${seed}:${key}`);
  const profile = PROFILES[key];
  const taken = new Set<string>();
  const products: GeneratedProduct[] = [];
  let skuCount = 0;
  while (skuCount < skuBudget || products.length === 0) {
    const product = makeProduct(rng, profile, taken);
    products.push(product);
    skuCount += product.skus.length;
  }
  const colours = new Map<string, string>();
  const sizes = new Set<string>();
  for (const p of products) {
    for (const s of p.skus) {
      if (!colours.has(s.colour)) colours.set(s.colour, colourHex(s.colour));
      sizes.add(s.size);
    }
  }
  return {
    key,
    name: entry.name,
    sortOrder: entry.sortOrder,
    products,
    colours: [...colours].map(([name, hex]) => ({ name, hex })),
    sizes: [...sizes].map((name) => ({ name, position: defaultSizePosition(name) })),
    skuCount,
  };
}

/** How many of `total` SKUs each catalogue gets, by its weight. */
export function skuBudgets(total: number): { key: CatalogueKey; skus: number }[] {
  const keys = CATALOGUE_LIST.map((c) => c.key);
  const weightSum = keys.reduce((sum, k) => sum + PROFILES[k].weight, 0);
  return keys.map((key) => ({ key, skus: Math.ceil((total * PROFILES[key].weight) / weightSum) }));
}
