import type { HeaderFields } from '../state/editor-state.ts';

/** What every header section gets: the fields, one stable way to change them, and who is looking. */
export type SectionProps = {
  header: HeaderFields;
  onChange: (patch: Partial<HeaderFields>) => void;
  admin: boolean;
  readOnly: boolean;
};
