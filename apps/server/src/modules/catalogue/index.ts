// What the rest of the server uses of the catalogue and its product data: the repository writes
// the demo seed makes, keys and garments, the CSV columns, and each SKU's price and cost for a
// quote's lines.

export {
  addColours,
  addSizes,
  bumpCatalogueVersion,
  clearCatalogue,
  ensureCatalogueRow,
  upsertProducts,
  upsertSkus,
} from './catalogue.repo.ts';
export { csvLine } from './csv-text.ts';
export { CATALOGUE_CSV_COLUMNS } from './export-files.ts';
export { colourHex, defaultSizePosition, type GarmentKind, placeholderImageUrl } from './garments.ts';
export { CATALOGUE_LIST, type CatalogueKey, shortcodeOf } from './keys.ts';
export { skuFigures } from './sku-figures.ts';
