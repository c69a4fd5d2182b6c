import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorStatusesOf, type RouteFacts } from './error-answers.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonSchema = { properties?: Record<string, unknown>; anyOf?: JsonSchema[]; oneOf?: JsonSchema[] };

/** The operation key that carries a route's refusals to `describeDocument`, which replaces it. */
export const REFUSALS_KEY = 'x-refusals';

const hooksOf = (route: RouteOptions): unknown[] => [route.onRequest ?? []].flat();

/** Whether a JSON schema, or any branch of it, names the property. */
const names = (schema: JsonSchema | undefined, property: string): boolean =>
  schema !== undefined &&
  (property in (schema.properties ?? {}) ||
    [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some((branch) => names(branch, property)));

/**
 * The per-route half of the OpenAPI transform: zod schemas become JSON schemas
 * (fastify-type-provider-zod), and what the route's hooks say about it (who may call it, whether
 * it is rate limited) becomes its security and its refusals. Reading the guards here, in one
 * place, keeps every route's description true without each route repeating it.
 */
export function describeRoute(app: FastifyInstance) {
  return (input: TransformInput) => {
    const described = jsonSchemaTransform(input);
    const schema = described.schema as Record<string, unknown> & { hide?: boolean };
    const route = (input as { route?: RouteOptions }).route;
    if (!route || schema.hide) return described;
    const hooks = hooksOf(route);
    const guard = hooks.includes(app.requireAdmin)
      ? 'admin'
      : hooks.includes(app.requireUser)
        ? 'user'
        : 'anyone';
    const facts: RouteFacts = {
      guard,
      rateLimited: hooks.includes(app.authRateLimit),
      hasParams: schema.params !== undefined,
      hasQuery: schema.querystring !== undefined,
      hasBody: schema.body !== undefined,
      takesVersion: names(schema.body as JsonSchema | undefined, 'version'),
    };
    return {
      url: described.url,
      schema: {
        ...schema,
        // A public call needs no session: say so, rather than inherit the document's bearer.
        ...(guard === 'anyone' ? { security: [] } : {}),
        [REFUSALS_KEY]: errorStatusesOf(facts),
      },
    };
  };
}
