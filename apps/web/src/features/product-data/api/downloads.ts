import { apiDownload } from '../../../lib/api.ts';

/** GET /products/downloadcsv/{provider}: the catalogue in the upload format, saved as {provider}.csv. */
export const downloadCatalogueCsv = (provider: string) =>
  apiDownload(`/products/downloadcsv/${encodeURIComponent(provider)}`, `${provider}.csv`);

/** GET /products/downloadsquare/{provider}: the Square item import, also saved as {provider}.csv. */
export const downloadSquareCsv = (provider: string) =>
  apiDownload(`/products/downloadsquare/${encodeURIComponent(provider)}`, `${provider}.csv`);
