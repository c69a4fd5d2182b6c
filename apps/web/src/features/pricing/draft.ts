import { type PriceTables, priceTablesSchema } from '@portal/domain/pricing';

/**
 * The form holds the tables as typed: a number input gives a number, or text while it is empty
 * or half typed ('', '-', '1.'). The draft has the tables' shape with such values at the leaves.
 */
export type Figure = number | string;
export type Draft<T> = T extends number
  ? Figure
  : T extends null
    ? null
    : T extends readonly (infer U)[]
      ? Draft<U>[]
      : T extends object
        ? { [K in keyof T]: Draft<T[K]> }
        : T;

export type PriceTablesDraft = Draft<PriceTables>;

/** Field errors keyed by path ('screenPrint1C.tiers.0.price'); a table-wide one by its own path. */
export type FieldErrors = Record<string, string>;

export const toDraft = (tables: PriceTables): PriceTablesDraft => structuredClone(tables) as PriceTablesDraft;

/** Empty text is no figure at all; other text is read as a number (NaN when it is not one). */
const readFigure = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value));

/** The draft as the schema sees it: numbers where figures were typed, undefined where none. */
export const fromDraft = (value: unknown): unknown => {
  if (typeof value === 'string') return readFigure(value);
  if (Array.isArray(value)) return value.map(fromDraft);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromDraft(v)]));
  return value;
};

type ParseOptions = NonNullable<Parameters<typeof priceTablesSchema.safeParse>[1]>;

/** Plain words for the schema's number checks; the tables' own rules keep their messages. */
const friendly: NonNullable<ParseOptions['error']> = (issue) => {
  if (issue.code === 'invalid_type' && issue.expected === 'number')
    return issue.input === undefined ? 'Enter a figure' : 'Enter a number';
  if (issue.code === 'invalid_type' && issue.expected === 'int') return 'Enter a whole number';
  if (issue.code === 'too_small' && issue.origin === 'number')
    return `Enter ${Number(issue.minimum).toLocaleString('en-AU')} or more`;
  if (issue.code === 'too_big' && issue.origin === 'number')
    return `Enter at most ${Number(issue.maximum).toLocaleString('en-AU')}`;
  return undefined;
};

export type Checked = { ok: true; tables: PriceTables } | { ok: false; errors: FieldErrors };

/** Validates the draft with the server's schema (priceTablesSchema), so both refuse the same. */
export const checkDraft = (draft: PriceTablesDraft): Checked => {
  const result = priceTablesSchema.safeParse(fromDraft(draft), { error: friendly });
  if (result.success) return { ok: true, tables: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
};

/** The value at a dotted path of the draft. */
export const getIn = (draft: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], draft);

const setAt = (at: unknown, keys: string[], value: unknown): unknown => {
  const [key, ...rest] = keys;
  if (key === undefined) return value;
  if (Array.isArray(at)) {
    const copy = [...at];
    copy[Number(key)] = setAt(copy[Number(key)], rest, value);
    return copy;
  }
  const record = at as Record<string, unknown>;
  return { ...record, [key]: setAt(record[key], rest, value) };
};

/** A copy of the draft with one value changed; the rest is shared. */
export const setIn = <T>(draft: T, path: string, value: unknown): T =>
  setAt(draft, path.split('.'), value) as T;

/** A band's range in words from the bands as typed: 'up to 25', '26–60', '61 and above'. */
export const bandRange = (bands: readonly { upTo: Figure | null }[], index: number): string => {
  const at = (i: number): number | null | undefined => {
    const raw = bands[i]?.upTo;
    if (raw === null) return null;
    if (raw === undefined) return undefined;
    const n = typeof raw === 'number' ? raw : readFigure(raw);
    return n === undefined || !Number.isFinite(n) ? undefined : n;
  };
  const fmt = (n: number) => n.toLocaleString('en-AU');
  const upTo = at(index);
  const previous = index > 0 ? at(index - 1) : 0;
  if (upTo === null) {
    if (index === 0) return 'any';
    return typeof previous === 'number' ? `${fmt(previous + 1)} and above` : 'above the previous band';
  }
  if (upTo === undefined) return '?';
  if (index === 0) return `up to ${fmt(upTo)}`;
  return typeof previous === 'number' ? `${fmt(previous + 1)}–${fmt(upTo)}` : `up to ${fmt(upTo)}`;
};
