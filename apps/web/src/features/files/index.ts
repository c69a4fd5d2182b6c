/** The artwork file pages, embedded by the client hubs' Brand, Visuals and Production tabs. */

export { brandsQuery } from './api/listBrands.ts';
export { productionsQuery } from './api/listProductions.ts';
export { visualsQuery } from './api/listVisuals.ts';
export { BrandFiles } from './BrandFiles.tsx';
export { ProductionFiles } from './ProductionFiles.tsx';
export { PRODUCTION_TITLES } from './production/texts.ts';
export { VisualFiles } from './VisualFiles.tsx';
