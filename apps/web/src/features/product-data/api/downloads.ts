import { catalogueCsvName, squareCsvName } from '@portal/domain/product-data';
import { apiDownload } from '../../../lib/api.ts';

/** GET /products/downloadcsv/{provider}: the catalogue in the upload format, saved as {provider}.csv. */
export const downloadCatalogueCsv = (provider: string) =>
  apiDownload(`/products/downloadcsv/${encodeURIComponent(provider)}`, catalogueCsvName(provider));

/** GET /products/downloadsquare/{provider}: the Square item import, saved as {provider}-square.csv. */
export const downloadSquareCsv = (provider: string) =>
  apiDownload(`/products/downloadsquare/${encodeURIComponent(provider)}`, squareCsvName(provider));
