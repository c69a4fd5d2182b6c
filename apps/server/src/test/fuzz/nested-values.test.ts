import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import { createSession } from '../../modules/users/sessions.ts';
import { testDatabases } from '../databases.ts';
import { type ApiRoute, fillPath, routeKey, startAppWithRoutes } from '../route-table.ts';
import type { TestApp } from '../test-app.ts';
import { NESTED_VALUES } from './arbitraries.ts';
import { watchWrites } from './write-watch.ts';

/**
 * an object or a list where text, a number or a flag belongs is a 400 with a
 * message on every route, never a 500 and never read as false or 0. For every route, every field
 * whose schema says it holds one value (however deep in the body) gets each nested value in turn,
 * the rest of the body fitting its schema; a query field gets the key twice (a list).
 */
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
  minimum?: number;
  format?: string;
};

const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean']);
const jsonOf = (schema: z.ZodType | undefined): JsonSchema =>
  schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : {};
const typesOf = (schema: JsonSchema): string[] => {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return choices.flatMap(typesOf);
  if (schema.const !== undefined || schema.enum) return ['string'];
  return [schema.type ?? []].flat();
};
/** A field that holds one value: its schema names only scalar types (and perhaps null). */
const holdsOneValue = (schema: JsonSchema) => {
  const types = typesOf(schema).filter((type) => type !== 'null');
  return types.length > 0 && types.every((type) => SCALAR_TYPES.has(type));
};

/** A value that fits the schema, every optional field included, so each one can be spoilt. */
function example(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choices = (schema.anyOf ?? schema.oneOf)?.filter((choice) => choice.type !== 'null');
  if (choices?.[0]) return example(choices[0]);
  switch ([schema.type].flat()[0]) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, example(v)]));
    case 'array':
      return schema.items ? [example(schema.items)] : [];
    case 'string':
      return schema.format === 'email'
        ? 'someone@example.com'
        : '1'.repeat(Math.max(schema.minLength ?? 1, 1));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** Paths to every one-value field of a schema (into objects and the first item of lists). */
function oneValuePaths(schema: JsonSchema, path: (string | number)[] = []): (string | number)[][] {
  if (holdsOneValue(schema)) return [path];
  const choice = (schema.anyOf ?? schema.oneOf)?.find((c) => c.type !== 'null');
  if (choice) return oneValuePaths(choice, path);
  if (schema.type === 'object' || schema.properties)
    return Object.entries(schema.properties ?? {}).flatMap(([key, value]) =>
      oneValuePaths(value, [...path, key]),
    );
  if (schema.type === 'array' && schema.items) return oneValuePaths(schema.items, [...path, 0]);
  return [];
}

function withValueAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(body)) return body.map((item, i) => (i === head ? withValueAt(item, rest, value) : item));
  const object = (body ?? {}) as Record<string, unknown>;
  return { ...object, [head]: withValueAt(object[head], rest, value) };
}

type Case = { route: ApiRoute; method: string; url: string; payload?: string; field: string };

function casesOf(route: ApiRoute): Case[] {
  const url = fillPath(route, Object.fromEntries(route.paramNames.map((name) => [name, '1'])));
  const cases: Case[] = [];
  const body = jsonOf(route.body);
  if (route.method !== 'GET' && body.type === 'object') {
    const fitting = example(body);
    for (const path of oneValuePaths(body))
      for (const nested of NESTED_VALUES)
        cases.push({
          route,
          method: route.method,
          url,
          payload: JSON.stringify(withValueAt(fitting, path, nested)),
          field: path.join('.'),
        });
  }
  const query = jsonOf(route.querystring);
  for (const [key, schema] of Object.entries(query.properties ?? {})) {
    if (!holdsOneValue(schema)) continue;
    const one = String(example(schema));
    const search = new URLSearchParams([
      [key, one],
      [key, one],
    ]);
    cases.push({ route, method: route.method, url: `${url}?${search}`, field: `?${key}` });
  }
  return cases;
}

const [embedded] = testDatabases();
if (!embedded) throw new Error('no test database');
// One address sends every sign-in and register case: the address limits would answer 429 first.
const NO_ADDRESS_LIMITS = { authRateLimitPerMinute: 1e9, authRateLimitPerHour: 1e9 };
const listing = await startAppWithRoutes(embedded, NO_ADDRESS_LIMITS);
const CASES = listing.routes.flatMap(casesOf);
const ROUTE_CASES = listing.routes
  .map((route) => ({ key: routeKey(route), cases: casesOf(route) }))
  .filter((entry) => entry.cases.length > 0);

describe.each(testDatabases())('nested values on $name', (kind) => {
  let t: TestApp;
  let token: string;
  let watch: Awaited<ReturnType<typeof watchWrites>>;
  const answers = new Map<number, number>();

  beforeAll(async () => {
    t = kind.name === embedded.name ? listing.t : (await startAppWithRoutes(kind, NO_ADDRESS_LIMITS)).t;
    const [staff] = await t.database.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    if (!staff) throw new Error('demo staff account is missing');
    token = await createSession(t.database.db, staff.id, 1);
    watch = await watchWrites(t.database.db);
  });
  afterAll(async () => {
    console.log(
      `nested values on ${kind.name}: ${CASES.length} requests, answers ${[...answers].map(([s, n]) => `${s}×${n}`).join(' ')}`,
    );
    await t?.close();
  });

  it('covers every route that takes fields, including the flag calls', () => {
    const keys = new Set(CASES.map((c) => routeKey(c.route)));
    for (const key of [
      'POST /api/quotes/setready/:id',
      'POST /api/quotes/setsent/:id',
      'POST /api/quotes/setarchive/:id',
    ])
      expect(keys).toContain(key);
    expect(keys.size).toBeGreaterThan(30);
  });

  it.each(ROUTE_CASES)(
    '$key refuses an object or a list in any one-value field in words, writing nothing',
    async ({ cases }) => {
      const wrong: string[] = [];
      await watch.changes();
      for (const c of cases) {
        const res = await t.app.inject({
          method: c.method as 'POST',
          url: c.url,
          headers: {
            authorization: `Bearer ${token}`,
            ...(c.payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(c.payload === undefined ? {} : { payload: c.payload }),
        });
        answers.set(res.statusCode, (answers.get(res.statusCode) ?? 0) + 1);
        const body = JSON.parse(res.body) as { status?: string; data?: unknown };
        const writes = await watch.changes();
        // 404 and 409 may come first where the whole call is refused for another reason.
        const refusedInWords = res.statusCode >= 400 && res.statusCode < 500 && body.status === 'error';
        if (!refusedInWords || typeof body.data !== 'string' || !body.data || writes.size > 0)
          wrong.push(
            `${res.statusCode} ${c.method} ${c.url} ${c.field}: ${res.body.slice(0, 120)} ${[...writes.keys()]}`,
          );
      }
      expect(wrong, `${wrong.length} of ${cases.length} requests`).toEqual([]);
    },
  );
});
