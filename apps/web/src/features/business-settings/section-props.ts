import type { BusinessSettings } from '@portal/domain/business-settings';
import type { FieldErrors } from './draft-errors.ts';

/** What every section of the form gets: the draft, a way to change it, and the refusals by field. */
export type SectionProps = {
  draft: BusinessSettings;
  change: (patch: Partial<BusinessSettings>) => void;
  errors: FieldErrors;
};
