import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A scripted answer for the next API call of a peer (or the next call to `path`, or to a path
 * whose end follows a leading star, as a path of star-slash-Email): a status (and
 * Retry-After, and Xero's X-Rate-Limit-Problem), or `held`: the work is done but the answer is
 * held until the client gives up and closes the connection, the outcome the client never learns.
 * Held by an event, not a delay, so a busy machine cannot make it answer in time.
 */
export type PeerScript = {
  status?: number;
  retryAfter?: string;
  rateLimitProblem?: string;
  held?: boolean;
  path?: string;
};

export type PeerRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
};
export type PeerAnswer = { status: number; body?: string; type?: string; headers?: Record<string, string> };

type Handler = (request: PeerRequest) => PeerAnswer | Promise<PeerAnswer>;

/**
 * A loopback HTTP server for an outside service's test peer: reads each request whole and hands
 * it to the peer's token endpoint (at `tokenPath`) or its API. An API call takes the script's
 * next entry first (a 429 with Retry-After, a 500, or a slow answer: the work is done, then the
 * answer is held past the client's patience); signing in is never scripted.
 */
export async function startPeerServer(options: {
  port?: number | undefined;
  tokenPath: string;
  token: Handler;
  api: Handler;
  script: PeerScript[];
}) {
  const handle: Handler = (request) =>
    request.path === options.tokenPath ? options.token(request) : options.api(request);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://peer');
      const request: PeerRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      const at =
        request.path === options.tokenPath
          ? -1
          : options.script.findIndex(
              (entry) =>
                !entry.path ||
                entry.path === request.path ||
                (entry.path.startsWith('*') && request.path.endsWith(entry.path.slice(1))),
            );
      const next = at >= 0 ? options.script.splice(at, 1)[0] : undefined;
      if (next?.status) {
        res.writeHead(next.status, {
          'content-type': 'text/plain',
          ...(next.retryAfter ? { 'retry-after': next.retryAfter } : {}),
          ...(next.rateLimitProblem ? { 'x-rate-limit-problem': next.rateLimitProblem } : {}),
        });
        res.end(next.status === 429 ? 'Too many requests' : 'Scripted failure');
        return;
      }
      let answer: PeerAnswer;
      try {
        answer = await handle(request);
      } catch (error) {
        answer = { status: 500, body: String(error) };
      }
      if (next?.held) {
        if (!res.destroyed) await new Promise((resolve) => res.once('close', resolve));
        return;
      }
      if (res.destroyed) return;
      res.writeHead(answer.status, {
        ...(answer.body === undefined ? {} : { 'content-type': answer.type ?? 'text/plain' }),
        ...answer.headers,
      });
      res.end(answer.body);
    });
  });
  // Node closes an idle kept-alive connection after 5 s, and on a busy machine the client can
  // pick that connection for its next call just as it closes ('fetch failed'). A real service
  // keeps them longer; so does the peer, so a test's outcome never hangs on that race.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** HTTP Basic credentials of a request, or null. */
export function basicOf(headers: http.IncomingHttpHeaders): { id: string; secret: string } | null {
  const match = /^Basic (.+)$/.exec(headers.authorization ?? '');
  if (!match?.[1]) return null;
  const [id = '', secret = ''] = Buffer.from(match[1], 'base64').toString('utf8').split(':');
  return { id, secret };
}
