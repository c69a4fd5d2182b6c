import { z } from 'zod';

/**
 * The schema of what a schema produces, for answers (docs/decisions/055).
 *
 * Request schemas read loosely: text becomes numbers (`catch`), old shapes are reshaped
 * (`preprocess`), missing values get defaults. An answer is already in its final shape, and the
 * server checks it with zod's encode (fastify-type-provider-zod), which refuses any one-way
 * transform. `answerSchema` keeps the shape and drops the reading steps, so one schema in the
 * domain describes both what a call accepts and what it answers:
 * - a pipe (`preprocess`, `.transform`) becomes its output side; a transform's output is the
 *   shape registered for it with `answerShape`, else what went into it (a transform that
 *   renames or adds keys must register its shape);
 * - `catch`, `default`, `prefault` and `readonly` become their inner type (the answer has the value);
 * - objects, arrays, unions, records and the rest keep their structure, converted inside.
 */

type AnyZod = z.ZodType;

const registeredShapes = new WeakMap<object, AnyZod>();

/** Names the plain shape a transforming schema produces, so answers using it are checked as that shape. */
export function answerShape<T extends AnyZod>(schema: T, shape: z.ZodType<z.output<T>>): T {
  registeredShapes.set(schema, shape);
  return schema;
}

// Zod keeps each schema's parts on `_zod.def`; these are the ones the conversion reads.
type Def = {
  type: string;
  innerType?: AnyZod;
  in?: AnyZod;
  out?: AnyZod;
  shape?: Record<string, AnyZod>;
  catchall?: AnyZod;
  element?: AnyZod;
  options?: AnyZod[];
  discriminator?: string;
  keyType?: AnyZod;
  valueType?: AnyZod;
  left?: AnyZod;
  right?: AnyZod;
  items?: AnyZod[];
  rest?: AnyZod | null;
  getter?: () => AnyZod;
};

const defOf = (schema: AnyZod): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

function convert(schema: AnyZod, seen: WeakMap<object, AnyZod>): AnyZod {
  const done = seen.get(schema);
  if (done) return done;
  const registered = registeredShapes.get(schema);
  if (registered) return registered;
  const def = defOf(schema);
  const inner = (s: AnyZod | undefined) => convert(s as AnyZod, seen);
  let result: AnyZod;
  switch (def.type) {
    case 'optional':
      result = inner(def.innerType).optional();
      break;
    case 'nullable':
      result = inner(def.innerType).nullable();
      break;
    case 'catch':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      result = inner(def.innerType);
      break;
    case 'pipe': {
      const out = def.out as AnyZod;
      const outDef = defOf(out);
      result = outDef.type === 'transform' ? (registeredShapes.get(out) ?? inner(def.in)) : inner(def.out);
      break;
    }
    case 'object': {
      const shape = Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, value]) => [key, inner(value)]),
      );
      const object = z.object(shape);
      result =
        def.catchall && defOf(def.catchall).type !== 'never' ? object.catchall(inner(def.catchall)) : object;
      break;
    }
    case 'array':
      result = z.array(inner(def.element));
      break;
    case 'union': {
      const options = (def.options ?? []).map((o) => inner(o));
      result = def.discriminator
        ? z.discriminatedUnion(def.discriminator, options as never)
        : z.union(options as [AnyZod, AnyZod, ...AnyZod[]]);
      break;
    }
    case 'record':
      result = z.record(inner(def.keyType) as z.ZodString, inner(def.valueType));
      break;
    case 'intersection':
      result = z.intersection(inner(def.left), inner(def.right));
      break;
    case 'tuple': {
      const items = (def.items ?? []).map((i) => inner(i)) as [AnyZod];
      result = def.rest ? z.tuple(items, inner(def.rest)) : z.tuple(items);
      break;
    }
    case 'lazy': {
      const getter = def.getter as () => AnyZod;
      result = z.lazy(() => inner(getter()));
      break;
    }
    case 'transform':
      // A bare transform says nothing of its output: the answer is unknown unless registered.
      result = z.unknown();
      break;
    default:
      // Leaves (string, number, boolean, literal, enum, null, ...) hold no reading steps.
      result = schema;
  }
  seen.set(schema, result);
  return result;
}

/** The plain shape `schema` produces: what an answer built from it looks like. */
export const answerSchema = <T extends AnyZod>(schema: T): z.ZodType<z.output<T>> =>
  convert(schema, new WeakMap()) as z.ZodType<z.output<T>>;
