import fc from 'fast-check';
import { type ZodType, z } from 'zod';

/**
 * Generators for the fuzz test: values a careless or hostile client sends. Bodies start from the
 * route's own schema (so many requests get past validation and reach the database) and then have
 * some of their leaves swapped for one of these.
 */

const NUL = '\u0000';

/** Numbers that break 32-bit columns, JSON round trips and money arithmetic. */
export const hugeNumber = fc.constantFrom(
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
  -0,
  0.1 + 0.2,
);

/** Text that is not what a form would send: NUL bytes, lone surrogates, huge digit runs, markup. */
export const nastyText = fc.oneof(
  fc.constantFrom(
    NUL,
    `a${NUL}b`,
    '\uD800',
    '2147483648',
    '99999999999999999999999',
    '1e308',
    '-1',
    '0x1',
    '1.5',
    ' 1',
    '1 ',
    '+1',
    'NaN',
    'Infinity',
    '',
    ' ',
    'null',
    'true',
    '[]',
    '{}',
    '<script>alert(1)</script>',
    "'; DROP TABLE users; --",
    '%00',
    '../../etc/passwd',
    'a'.repeat(70_000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 12 }).map((s) => `${s}${NUL}${s}`),
);

/**
 * Objects and lists a careless client puts where one value belongs. `toString` and `valueOf` that
 * are not functions make JavaScript's String() and Number() throw: once a 500.
 */
export const NESTED_VALUES: readonly unknown[] = [
  { toString: 'x' },
  { valueOf: 'x', toString: 'x' },
  {},
  [],
  [1],
  ['true'],
  { a: 1 },
  [[]],
];

/** Any JSON value, with objects where a flag or a number belongs. */
export const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyText },
  { weight: 3, arbitrary: hugeNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1) },
  { weight: 2, arbitrary: fc.constantFrom({}, [], { a: 1 }, [NUL], { $gt: '' }, [[[[[]]]]]) },
  { weight: 2, arbitrary: fc.constantFrom(...NESTED_VALUES) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** A path parameter or query value: ids out of range, loose number forms, NUL, the real ids. */
export const nastyParam = fc.oneof(
  { weight: 3, arbitrary: nastyText },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 20 }).map(String) },
  { weight: 1, arbitrary: hugeNumber.map(String) },
);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  default?: unknown;
};

/** A value that fits the schema (roughly: enough to get past validation most of the time). */
function fitting(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => fitting(c, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(properties).filter(([key]) => depth < 4 || required.has(key));
      return fc.record(Object.fromEntries(entries.map(([key, value]) => [key, fitting(value, depth + 1)])), {
        requiredKeys: [...required].filter((key) => key in properties),
      });
    }
    case 'array':
      return fc.array(schema.items ? fitting(schema.items, depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, depth < 3 ? 3 : 1),
      });
    case 'string':
      if (schema.format === 'email') return fc.emailAddress();
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 20, 20)),
      });
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -1001) + 1, -1000),
        max: Math.min(schema.maximum ?? 1000, 1000),
      });
    case 'number':
      return fc.double({
        min: Math.max(schema.minimum ?? -1000, -1000),
        max: Math.min(schema.maximum ?? 1000, 1000),
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Swaps leaves of a generated value for nasty ones, each with the given chance. */
function spoil(value: unknown, picks: () => boolean, nasty: () => unknown): unknown {
  if (picks()) return nasty();
  if (Array.isArray(value)) return value.map((item) => spoil(item, picks, nasty));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, spoil(item, picks, nasty)]));
  return value;
}

/**
 * Objects for a route's body or query: fitting the schema, fitting with some leaves spoilt, or
 * the schema's keys (and a stray one) holding nasty values.
 */
export function objectFor(schema: ZodType | undefined): fc.Arbitrary<Record<string, unknown>> {
  const json = schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : {};
  const keys = Object.keys(json.properties ?? {});
  const fit = json.type === 'object' ? fitting(json, 0) : fc.constant({});
  const spoilt = fc
    .tuple(fit, fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })), fc.infiniteStream(nastyJson))
    .map(([value, dice, nasties]) => {
      const roll = dice[Symbol.iterator]();
      const pick = nasties[Symbol.iterator]();
      const picks = () => (roll.next().value as number) < 0.25;
      const nasty = () => pick.next().value;
      // The top stays an object (a whole-body swap is the 'json value' encoding's job).
      if (!value || typeof value !== 'object') return value;
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, spoil(item, picks, nasty)]));
    });
  const keyed = fc.dictionary(fc.constantFrom(...keys, 'extra', '__proto__', 'constructor'), nastyJson, {
    maxKeys: Math.max(keys.length, 2),
  });
  return fc.oneof(
    { weight: 2, arbitrary: fit },
    { weight: 4, arbitrary: spoilt },
    { weight: 3, arbitrary: keyed },
  ) as fc.Arbitrary<Record<string, unknown>>;
}
