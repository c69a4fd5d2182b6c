import type { ProductionType } from '@portal/domain/files';

/** The four production tables' titles (accounts spec 2.6: emb, screen_print, digital, vinyl). */
export const PRODUCTION_TITLES: Record<ProductionType, string> = {
  emb: 'Embroidery',
  screen_print: 'Screen Print',
  digital: 'Digital Print',
  vinyl: 'Vinyl',
};
