import type { RouteOptions } from 'fastify';

/** A route as `METHOD /api/path`, the path as fastify holds it (`:id`, `:userid?`). */
export type RouteKey = `${string} /api${string}`;

/**
 * Collects the API routes the server registers, from fastify's own onRoute hook, so the suites
 * that must cover every route learn of a new one without anyone listing it. HEAD routes are
 * fastify's copies of the GET routes and are kept: they run the same handler.
 * (The fuzz suite's route table, test/route-table.ts, does the same; the two should become one.)
 */
export function apiRouteCollector(): { onRoute: (route: RouteOptions) => void; routes: () => RouteKey[] } {
  const keys = new Set<RouteKey>();
  return {
    onRoute: (route) => {
      if (!route.url.startsWith('/api')) return;
      for (const method of [route.method].flat()) keys.add(`${method} ${route.url}` as RouteKey);
    },
    routes: () => [...keys].sort(),
  };
}

/** The GET route a HEAD route copies. */
export const getRouteOf = (key: RouteKey): RouteKey => key.replace(/^HEAD /, 'GET ') as RouteKey;
