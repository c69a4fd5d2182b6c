import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import type { Config } from '../config.ts';
import type { TestDatabaseKind } from './databases.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/** Who a route lets in, read from the guard it names (plugins/auth.ts). */
export type RouteGuard = 'anyone' | 'user' | 'admin';

/** One API route as the server registered it: the suites iterate over these, never a hand list. */
export type ApiRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The pattern as registered, with the /api prefix: `/api/quotes/edit/:id`. */
  url: string;
  guard: RouteGuard;
  /** The zod schemas the route validates with, when it declares them. */
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
  /** Path parameter names in order; a trailing `?` in the pattern makes the last one optional. */
  paramNames: string[];
};

type Schema = { params?: ZodType; querystring?: ZodType; body?: ZodType };

const hooksOf = (route: RouteOptions): unknown[] =>
  [route.onRequest, route.preParsing, route.preValidation, route.preHandler].flatMap((hook) =>
    hook === undefined ? [] : Array.isArray(hook) ? hook : [hook],
  );

/** `GET /api/quotes/edit/:id` — the name a route goes by in tables and test titles. */
export const routeKey = (route: Pick<ApiRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/**
 * Starts a test app and lists every API route it registered (fastify's onRoute hook), with the
 * guard each one names. HEAD twins of GET routes, the web app and the OpenAPI file are left out:
 * they are not calls a user makes.
 */
export async function startAppWithRoutes(
  kind: TestDatabaseKind,
  overrides: Partial<Config> = {},
): Promise<{ t: TestApp; routes: ApiRoute[] }> {
  const seen: RouteOptions[] = [];
  const t = await startTestApp(kind, overrides, { onRoute: (route) => void seen.push(route) });
  const { requireUser, requireAdmin } = t.app;
  const routes: ApiRoute[] = [];
  for (const route of seen) {
    if (!route.url.startsWith('/api/') || route.url === '/api/openapi.json') continue;
    const hooks = hooksOf(route);
    const guard: RouteGuard = hooks.includes(requireAdmin)
      ? 'admin'
      : hooks.includes(requireUser)
        ? 'user'
        : 'anyone';
    const schema = (route.schema ?? {}) as Schema;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]) as string[];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({
        method: method as ApiRoute['method'],
        url: route.url,
        guard,
        params: schema.params,
        querystring: schema.querystring,
        body: schema.body,
        paramNames: [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string),
      });
    }
  }
  return { t, routes };
}

/** The route's pattern with its parameters filled in (each value URL-encoded). */
export function fillPath(route: Pick<ApiRoute, 'url'>, values: Record<string, string>): string {
  return route.url.replace(/:(\w+)(\?)?/g, (_whole, name: string, optional?: string) => {
    const value = values[name];
    if (value === undefined) {
      if (optional) return '';
      throw new Error(`no value for :${name} in ${route.url}`);
    }
    try {
      return encodeURIComponent(value);
    } catch {
      // A lone surrogate has no UTF-8 form: send the bytes a broken client would (invalid UTF-8).
      return '%ED%A0%80';
    }
  });
}
