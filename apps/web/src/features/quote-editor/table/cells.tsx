import { moneyInputText, readNumber } from '@portal/domain/money';
import { type ReactNode, useState } from 'react';
import classes from './table.module.css';

type FieldProps = {
  /** The accessible name: the row and the field, e.g. "PW100 Navy L price". */
  label: string;
  value: string | number | null | undefined;
  disabled: boolean;
};

const shown = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * What a typed cell shows: while it has focus, what was typed (so "1." is not turned into "1"
 * under the cursor); once left, the document's value again, through `show`.
 */
function useDraft(value: FieldProps['value'], show: (value: FieldProps['value']) => string = shown) {
  const [draft, setDraft] = useState<string | null>(null);
  return { typed: draft, text: draft ?? show(value), type: setDraft, leave: () => setDraft(null) };
}

/** A text cell. The document is updated on every keystroke so totals follow the typing. */
export function TextCell({
  label,
  value,
  disabled,
  onChange,
  wide,
}: FieldProps & {
  onChange: (text: string) => void;
  wide?: boolean;
}) {
  const draft = useDraft(value);
  return (
    <input
      aria-label={label}
      className={classes.input}
      style={wide ? { minWidth: 140 } : undefined}
      value={draft.text}
      disabled={disabled}
      onChange={(e) => {
        draft.type(e.currentTarget.value);
        onChange(e.currentTarget.value);
      }}
      onBlur={draft.leave}
    />
  );
}

/**
 * A number cell: gives the number typed, or null when the cell is empty or not a number. A money
 * cell shows its amount at two decimals once left ("10.7" reads "10.70"); the document keeps what
 * was typed, so leaving a cell changes nothing.
 */
export function NumberCell({
  label,
  value,
  disabled,
  onChange,
  money,
}: FieldProps & {
  onChange: (value: number | null) => void;
  money?: boolean;
}) {
  const draft = useDraft(value, money ? moneyInputText : shown);
  return (
    <input
      aria-label={label}
      className={`${classes.input} ${classes.number}`}
      inputMode="decimal"
      value={draft.text}
      disabled={disabled}
      onChange={(e) => {
        draft.type(e.currentTarget.value);
        onChange(readNumber(e.currentTarget.value));
      }}
      onBlur={draft.leave}
    />
  );
}

/**
 * A product quantity. "Setting a product quantity to 0 removes the line" (spec 4), so a quantity
 * above 0 applies at once, while an emptied or 0 cell applies only when the user leaves it:
 * clearing the cell to type a new number must not delete the line.
 */
export function QuantityCell({
  label,
  value,
  disabled,
  onChange,
}: FieldProps & {
  onChange: (text: string) => void;
}) {
  const draft = useDraft(value);
  return (
    <input
      aria-label={label}
      className={`${classes.input} ${classes.number}`}
      type="number"
      min={0}
      value={draft.text}
      disabled={disabled}
      onChange={(e) => {
        const text = e.currentTarget.value;
        draft.type(text);
        if ((readNumber(text) ?? 0) > 0) onChange(text);
      }}
      onBlur={() => {
        if (draft.typed !== null && (readNumber(draft.typed) ?? 0) <= 0) onChange(draft.typed);
        draft.leave();
      }}
    />
  );
}

export function SelectCell({
  label,
  value,
  disabled,
  options,
  onChange,
  allowEmpty,
}: FieldProps & {
  options: readonly string[];
  onChange: (value: string) => void;
  /** Offer an empty choice, for fields that may be left unset. */
  allowEmpty?: boolean;
}) {
  const current = shown(value);
  // A value outside the options (old data, or a type only staff may choose) still shows.
  const all = current && !options.includes(current) ? [current, ...options] : options;
  return (
    <select
      aria-label={label}
      className={classes.select}
      value={current}
      disabled={disabled}
      onChange={(e) => onChange(e.currentTarget.value)}
    >
      {(allowEmpty || !current) && <option value="">—</option>}
      {all.map((o) => (
        <option key={o} value={o} disabled={o === current && !options.includes(o)}>
          {o}
        </option>
      ))}
    </select>
  );
}

export function CheckCell({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}

export function IconButton({
  label,
  onClick,
  children,
  pressed,
  danger,
  disabled,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  pressed?: boolean;
  danger?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      className={`${classes.iconButton} ${danger ? classes.danger : ''}`}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
