import { vi } from 'vitest';

export type Route = { status: number; data: unknown };

/** One call the stand-in server took: its method, path and JSON body. */
export type Call = { method: string; url: string; body: unknown };

/**
 * A stand-in server for component tests: `${method} ${path}` answers the envelope told (a
 * function answers afresh each time, and may hold its answer back, as a slow network would);
 * every call is kept, and an unexpected one fails the test.
 */
export function serve(routes: Record<string, Route | (() => Route | Promise<Route>)>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const key = `${method} ${String(url)}`;
      calls.push({ method, url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const found = routes[key];
      if (!found) throw new Error(`unexpected call ${key}`);
      const { status, data } = typeof found === 'function' ? await found() : found;
      return new Response(JSON.stringify({ status: status < 400 ? 'success' : 'error', data }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return {
    calls,
    /** The calls to one `${method} ${path}`. */
    to: (key: string) => calls.filter((call) => `${call.method} ${call.url}` === key),
  };
}
