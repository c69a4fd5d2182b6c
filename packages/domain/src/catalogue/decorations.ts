/** Decoration types offered when choosing a brand (quote spec 9). */
export const DECORATION_TYPES = [
  'Screen Print 1C',
  'Screen Print 2C',
  'Embroidery',
  'Vinyl Print',
  'Digital Print',
  'Dye Sublimation',
  'Custom Indent',
  'Other',
] as const;
export type DecorationType = (typeof DECORATION_TYPES)[number];

/** "Default Embroidery": the default brand of a new quote. */
export const DEFAULT_DECORATION_TYPE: DecorationType = 'Embroidery';

/** Customers may choose only these two (quote spec 6); all others are admin-only. */
export const CUSTOMER_DECORATION_TYPES: readonly DecorationType[] = ['Screen Print 1C', 'Embroidery'];

export const ADMIN_ONLY_DECORATION_TYPES: readonly DecorationType[] = DECORATION_TYPES.filter(
  (t) => !CUSTOMER_DECORATION_TYPES.includes(t),
);

/**
 * The row codes pick a decoration row's layout: Embroidery has its own, Screen Print adds
 * colour change rows, Digital Print adds film metres, Digital and Vinyl add heat press and
 * packing rows. Dye Sublimation and Custom Indent have no layout of their own, so they use Other.
 */
export const DECORATION_ROW_CODES = [
  'Embroidery',
  'Screen Print',
  'Digital Print',
  'Vinyl Print',
  'Other',
] as const;
export type DecorationRowCode = (typeof DECORATION_ROW_CODES)[number];

export const rowCodeFor = (type: string): DecorationRowCode => {
  if (type.startsWith('Screen Print')) return 'Screen Print';
  if (type === 'Embroidery' || type === 'Digital Print' || type === 'Vinyl Print') return type;
  return 'Other';
};

export const isDecorationType = (value: unknown): value is DecorationType =>
  typeof value === 'string' && (DECORATION_TYPES as readonly string[]).includes(value);

/** Production types of saved designs (quote spec 3). */
export const PRODUCTION_TYPES = ['emb', 'screen_print', 'digital', 'vinyl'] as const;
export type ProductionType = (typeof PRODUCTION_TYPES)[number];
