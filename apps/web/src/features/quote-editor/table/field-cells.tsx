import { CheckCell, NumberCell, SelectCell, TextCell } from './cells.tsx';

/**
 * The fields of R whose type takes every value V, so a cell only binds to a field it can fill.
 * V is boxed so a union (number | null) is checked whole rather than member by member.
 */
export type FieldsTaking<R, V> = { [K in keyof R]-?: [V] extends [R[K]] ? K : never }[keyof R] & string;

/**
 * The editable cells of one record of the table (a line, a fee, a task, a group discount), bound
 * once to the record's accessible name, whether it is locked and how a change is applied. Every
 * section labels a cell "<record name> <field>" and patches one field per change; binding that
 * here keeps each section to the fields it shows, and keeps the labels alike across sections.
 * `locked` is one answer for the whole record, or one per field where a viewer may change only
 * some of them (a customer's decoration).
 */
export function fieldCells<R extends object>(
  record: R,
  name: string,
  locked: boolean | ((field: keyof R & string) => boolean),
  set: (patch: Partial<R>) => void,
) {
  const isLocked = (field: keyof R & string) => (typeof locked === 'boolean' ? locked : locked(field));
  // A patch of one field the key's type has vouched for; TypeScript cannot name it from a key.
  const patch = (field: keyof R, value: unknown) => set({ [field]: value } as Partial<R>);
  const read = (field: keyof R) => record[field] as string | number | null | undefined;
  return {
    text: (field: FieldsTaking<R, string>, what: string, options: { wide?: boolean } = {}) => (
      <TextCell
        label={`${name} ${what}`}
        value={read(field)}
        disabled={isLocked(field)}
        wide={options.wide}
        onChange={(value) => patch(field, value)}
      />
    ),
    number: (field: FieldsTaking<R, number | null>, what: string) => (
      <NumberCell
        label={`${name} ${what}`}
        value={read(field)}
        disabled={isLocked(field)}
        onChange={(value) => patch(field, value)}
      />
    ),
    /** A price, cost or discount: shown at two decimals once left. */
    money: (field: FieldsTaking<R, number | null>, what: string) => (
      <NumberCell
        label={`${name} ${what}`}
        value={read(field)}
        disabled={isLocked(field)}
        onChange={(value) => patch(field, value)}
        money
      />
    ),
    check: (field: FieldsTaking<R, boolean>, what: string) => (
      <CheckCell
        label={`${name} ${what}`}
        checked={record[field] === true}
        disabled={isLocked(field)}
        onChange={(checked) => patch(field, checked)}
      />
    ),
    select: (
      field: FieldsTaking<R, string>,
      what: string,
      options: readonly string[],
      settings: { allowEmpty?: boolean } = {},
    ) => (
      <SelectCell
        label={`${name} ${what}`}
        value={read(field)}
        options={options}
        allowEmpty={settings.allowEmpty}
        disabled={isLocked(field)}
        onChange={(value) => patch(field, value)}
      />
    ),
  };
}

/** The cells fieldCells binds, for a frame that hands them to the cells of one kind of line. */
export type FieldCells<R extends object> = ReturnType<typeof fieldCells<R>>;
