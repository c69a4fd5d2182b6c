import type { CatalogueKey } from './keys.ts';

/** The supplier code the job-management service knows a catalogue by (accounts spec 9: PS goes as BIS). */
export const wfmSupplierCode = (key: CatalogueKey): string => (key === 'PS' ? 'BIS' : key);
