import { CATALOGUES, type CatalogueKey, shortcodeOf } from '@portal/domain/catalogue';
import { notFound } from '../../lib/http-error.ts';
import { CATALOGUE_MESSAGES } from './messages.ts';

export type { CatalogueKey };

/** The 23 catalogues of the quote spec with their supplier names, in the spec's order. */
export const CATALOGUE_LIST: readonly { key: CatalogueKey; name: string; sortOrder: number }[] =
  CATALOGUES.map((c, i) => ({ key: c.key, name: c.supplierName, sortOrder: i + 1 }));

/**
 * The catalogue a path names: a key in any case ('Mac', 'mac'), or a supplier name from the
 * supplier list ('JBs Wear'). Anything else is 404 with a message that names it.
 */
export function resolveCatalogueKey(raw: string): CatalogueKey {
  const wanted = raw.trim().toLowerCase();
  const found = CATALOGUE_LIST.find((c) => c.key.toLowerCase() === wanted || c.name.toLowerCase() === wanted);
  if (!found) throw notFound(CATALOGUE_MESSAGES.unknownCatalogue(raw));
  return found.key;
}

export const catalogueNameOf = (key: CatalogueKey): string =>
  CATALOGUE_LIST.find((c) => c.key === key)?.name ?? key;

/** A style's lookup key in its catalogue (decisions/030); the domain's rule, so quote lines match it. */
export { shortcodeOf };
