import { useState } from 'react';
import classes from './table.module.css';

/**
 * The admin's label of the Other column (the user setting "other", quote spec 9). It is saved
 * when the admin leaves the field, not on every keystroke, since each change is a call.
 */
export function OtherLabelHeader({ label, onChange }: { label: string; onChange: (label: string) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      aria-label="Other position label"
      className={classes.input}
      value={draft ?? label}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={() => {
        if (draft !== null && draft.trim() !== label) onChange(draft.trim());
        setDraft(null);
      }}
    />
  );
}
