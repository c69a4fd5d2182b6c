import { HttpError } from '../../lib/http-error.ts';
import type { CatalogueKey } from '../catalogue/keys.ts';
import { CATALOGUE_MESSAGES } from '../catalogue/messages.ts';

/** The supplier code the job-management service knows a catalogue by (accounts spec 9: PS goes as BIS). */
export const wfmSupplierCode = (key: CatalogueKey): string => (key === 'PS' ? 'BIS' : key);

/**
 * POST /uploadProducts/deletexero and POST /uploadproducts/fetchwfm: the WFM tab's two
 * buttons. No job-management client exists yet, so both say so and change nothing; the
 * integration replaces this file (docs/decisions/033).
 */
export function wfmNotConfigured(): never {
  throw new HttpError(503, CATALOGUE_MESSAGES.wfmNotConfigured);
}
