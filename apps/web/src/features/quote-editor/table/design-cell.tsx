import type { DesignChoice } from '@portal/domain/files';
import classes from './table.module.css';

type DesignCellProps = {
  label: string;
  /** The row's `setup_emb`: a saved design's id, or text from before designs were saved. */
  value: string | number | null | undefined;
  designs: readonly DesignChoice[];
  disabled: boolean;
  onChoose: (designId: number) => void;
  onClear: () => void;
};

/**
 * The embroidery row's Design: one of the client's saved designs. Choosing one
 * fills the row's stitch count, size, colours and setup from it; the row then pools with every
 * other row stitching the same design. A value that is no saved design (typed before designs
 * were kept, or a design since deleted) still shows, so nothing on the row changes by itself.
 */
export function DesignCell({ label, value, designs, disabled, onChoose, onClear }: DesignCellProps) {
  const current = value === null || value === undefined ? '' : String(value);
  const known = designs.some((design) => String(design.id) === current);
  return (
    <select
      aria-label={label}
      className={classes.select}
      value={current}
      disabled={disabled}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        if (chosen === '') onClear();
        else onChoose(Number(chosen));
      }}
    >
      <option value="">—</option>
      {current && !known && (
        <option value={current} disabled>
          {current}
        </option>
      )}
      {designs.map((design) => (
        <option key={design.id} value={String(design.id)}>
          {design.label}
        </option>
      ))}
    </select>
  );
}
