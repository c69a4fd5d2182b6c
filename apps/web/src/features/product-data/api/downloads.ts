import { downloadFile } from './rawCall.ts';

/** GET /products/downloadcsv/{provider}: the catalogue in the upload format, saved as {provider}.csv. */
export const downloadCatalogueCsv = (provider: string) =>
  downloadFile(`/products/downloadcsv/${encodeURIComponent(provider)}`, `${provider}.csv`);

/** GET /products/downloadsquare/{provider}: the Square item import, also saved as {provider}.csv. */
export const downloadSquareCsv = (provider: string) =>
  downloadFile(`/products/downloadsquare/${encodeURIComponent(provider)}`, `${provider}.csv`);
