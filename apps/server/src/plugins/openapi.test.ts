import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases.ts';
import { apiRouteCollector } from '../test/route-table.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

type Schema = Record<string, unknown>;
type Operation = {
  summary?: string;
  operationId?: string;
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** Keywords that say nothing about a value: a schema with only these accepts anything. */
const NOT_A_CONSTRAINT = new Set(['description', 'title', 'default', 'examples', 'nullable', 'format']);

/**
 * The one part of the quote document the spec leaves open: a group's `decorations` list "is kept
 * as the editor sends it" (quote/schema/groups.ts); the spec names none of its fields.
 */
const OPEN_BY_SPEC = /\.group_options\.decorations\[\]\{\}$/;

/** Where inside `schema` a part accepts anything (`{}`, zod's unknown), as readable paths. */
function holes(schema: unknown, at: string): string[] {
  if (schema === true || schema === undefined) return [at];
  if (schema === null || typeof schema !== 'object') return [];
  const s = schema as Schema;
  if (Object.keys(s).every((key) => NOT_A_CONSTRAINT.has(key))) return OPEN_BY_SPEC.test(at) ? [] : [at];
  const found: string[] = [];
  for (const [name, child] of Object.entries((s.properties as Record<string, unknown>) ?? {}))
    found.push(...holes(child, `${at}.${name}`));
  if (s.items !== undefined) found.push(...holes(s.items, `${at}[]`));
  if (typeof s.additionalProperties === 'object') found.push(...holes(s.additionalProperties, `${at}{}`));
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    ((s[key] as unknown[]) ?? []).forEach((child, i) => {
      found.push(...holes(child, `${at}|${key}${i}`));
    });
  return found;
}

describe.each(testDatabases())('the OpenAPI description on $name', (kind) => {
  let t: TestApp;
  let doc: OpenApi;
  const routes = apiRouteCollector();
  beforeAll(async () => {
    t = await startTestApp(kind, {}, { onRoute: routes.onRoute });
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApi;
  });
  afterAll(() => t.close());

  it('describes a 200 answer for every call, with no part left unknown', () => {
    const problems: string[] = [];
    let calls = 0;
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(methods)) {
        calls += 1;
        const call = `${method.toUpperCase()} ${path}`;
        const content = operation.responses?.['200']?.content;
        if (!content || Object.keys(content).length === 0) {
          problems.push(`${call}: no 200 answer`);
          continue;
        }
        for (const [type, { schema }] of Object.entries(content))
          for (const hole of holes(schema, 'answer')) problems.push(`${call} (${type}): ${hole} is unknown`);
      }
    expect(calls).toBeGreaterThan(60);
    expect(problems).toEqual([]);
  });

  it('gives every call a summary and an operationId', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        call: `${method.toUpperCase()} ${path}`,
        operation,
      })),
    );
    // A route added without one is named here: give its schema a `summary` (its operationId is derived).
    expect(operations.filter(({ operation }) => !operation.summary?.trim()).map(({ call }) => call)).toEqual(
      [],
    );
    expect(operations.filter(({ operation }) => !operation.operationId).map(({ call }) => call)).toEqual([]);
  });

  it('keeps path keys plain: no optional segment, no trailing slash, each spelling served', () => {
    const odd = Object.keys(doc.paths).filter((path) => path.includes('?') || path.endsWith('/'));
    expect(odd).toEqual([]);
    // The spec's optional segment is two paths (docs/api.md).
    expect(doc.paths['/api/companies/add']?.post?.operationId).toBe('postCompaniesAdd');
    expect(doc.paths['/api/companies/add/{userid}']?.post?.operationId).toBe('postCompaniesAddByUserid');
    // A route registered with the spec's trailing slash is described without it, so it must
    // also be served without it.
    const served = new Set(routes.routes());
    const unserved = [...served].filter((key) => key.endsWith('/') && !served.has(key.slice(0, -1) as never));
    expect(unserved).toEqual([]);
  });

  it('describes the quote read for staff and for a customer, costs in the staff one only', () => {
    const schema = doc.paths['/api/quotes/edit/{id}']?.get?.responses?.['200']?.content?.['application/json']
      ?.schema as { properties: { data: { anyOf: Schema[] } } };
    const [staff, customer] = schema.properties.data.anyOf.map(
      (branch) => (branch.properties as { quote: { properties: Schema } }).quote.properties,
    );
    expect(staff).toHaveProperty('cost');
    expect(staff).toHaveProperty('margin_percent');
    expect(customer).toHaveProperty('price');
    expect(customer).not.toHaveProperty('cost');
    expect(customer).not.toHaveProperty('approved_price');
  });
});
