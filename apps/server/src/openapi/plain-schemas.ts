type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * One schema in the plainest equivalent form, for people and generators reading the document:
 * - a record over a fixed set of keys (zod's `z.record(z.enum(...), v)`, emitted as
 *   `propertyNames` + `required`) becomes an object with those properties, each `v`;
 * - an `anyOf` with one branch left (zod drops the branches JSON Schema cannot state) becomes
 *   that branch.
 */
function plainOne(schema: Schema): Schema {
  const keys = (schema.propertyNames as Schema | undefined)?.enum;
  if (Array.isArray(keys) && !schema.properties && isObject(schema.additionalProperties)) {
    const { propertyNames: _names, additionalProperties: value, ...rest } = schema;
    return {
      ...rest,
      properties: Object.fromEntries(keys.map((key) => [String(key), value])),
      additionalProperties: false,
    };
  }
  const anyOf = schema.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 1 && isObject(anyOf[0])) {
    const { anyOf: _one, ...rest } = schema;
    return { ...anyOf[0], ...rest };
  }
  return schema;
}

/** Every schema inside `value`, made plain (see plainOne), children first. */
export function plainSchemas<T>(value: T): T {
  if (Array.isArray(value)) return value.map(plainSchemas) as T;
  if (!isObject(value)) return value;
  const children = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, plainSchemas(child)]),
  );
  return (
    'type' in children || 'anyOf' in children || 'propertyNames' in children ? plainOne(children) : children
  ) as T;
}
