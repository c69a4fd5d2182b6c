import type { FastifyInstance, RouteOptions } from 'fastify';
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

/** The API's own description (document, reference page and its files): not calls a user makes. */
const DESCRIPTION_ROUTES = new Set(['/api/openapi.json', '/api/docs', '/api/docs/:file']);

/** A route as `METHOD /api/path`, the path as fastify holds it (`:id`, `:userid?`). */
export type RouteKey = `${string} /api${string}`;

const hooksOf = (route: RouteOptions): unknown[] =>
  [route.onRequest, route.preParsing, route.preValidation, route.preHandler].flatMap((hook) =>
    hook === undefined ? [] : Array.isArray(hook) ? hook : [hook],
  );

/** `GET /api/quotes/edit/:id` — the name a route goes by in tables and test titles. */
export const routeKey = (route: Pick<ApiRoute, 'method' | 'url'>) =>
  `${route.method} ${route.url}` as RouteKey;

/** The GET route a HEAD route copies. */
export const getRouteOf = (key: RouteKey): RouteKey => key.replace(/^HEAD /, 'GET ') as RouteKey;

/**
 * Collects the API routes the server registers, from fastify's own onRoute hook, so the suites
 * that must cover every route (authorization matrix, sentinel scan, fuzz) learn of a new one
 * without anyone listing it. Pass `onRoute` to buildApp (BuildOptions.onRoute).
 */
export function apiRouteCollector(): {
  onRoute: (route: RouteOptions) => void;
  /** Every `METHOD /api/...` key, sorted; HEAD routes are fastify's copies of GET routes and are kept. */
  routes: () => RouteKey[];
  /** The calls a user makes, with guard and schemas: no HEAD twins, no API description. */
  table: (app: Pick<FastifyInstance, 'requireUser' | 'requireAdmin'>) => ApiRoute[];
} {
  const seen: RouteOptions[] = [];
  const methodsOf = (route: RouteOptions) => [route.method].flat() as string[];
  return {
    onRoute: (route) => {
      if (route.url.startsWith('/api')) seen.push(route);
    },
    routes: () =>
      [...new Set(seen.flatMap((r) => methodsOf(r).map((m) => `${m} ${r.url}` as RouteKey)))].sort(),
    table: ({ requireUser, requireAdmin }) =>
      seen.flatMap((route) => {
        if (!route.url.startsWith('/api/') || DESCRIPTION_ROUTES.has(route.url)) return [];
        const hooks = hooksOf(route);
        const guard: RouteGuard = hooks.includes(requireAdmin)
          ? 'admin'
          : hooks.includes(requireUser)
            ? 'user'
            : 'anyone';
        const schema = (route.schema ?? {}) as Schema;
        return methodsOf(route)
          .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
          .map((method) => ({
            method: method as ApiRoute['method'],
            url: route.url,
            guard,
            params: schema.params,
            querystring: schema.querystring,
            body: schema.body,
            paramNames: [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string),
          }));
      }),
  };
}

/** Starts a test app and lists every API route it registered, with the guard each one names. */
export async function startAppWithRoutes(
  kind: TestDatabaseKind,
  overrides: Partial<Config> = {},
): Promise<{ t: TestApp; routes: ApiRoute[] }> {
  const collector = apiRouteCollector();
  const t = await startTestApp(kind, overrides, { onRoute: collector.onRoute });
  return { t, routes: collector.table(t.app) };
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
