import http from 'node:http';

export type Answer<T = unknown> = { status: number; body: { status?: string; data?: T; message?: string } };

/**
 * Keep-alive connections without a cap: an open-model load must never queue in the client, and
 * node:http costs the shared CPU less than fetch, so the servers get the cores.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/**
 * One JSON call to the portal's API. Resolves with any HTTP answer; rejects only when no answer
 * came (refused, reset, or `timeoutMs` passed), which a caller counts as not acknowledged.
 */
export function callApi<T = unknown>(
  baseUrl: string,
  method: 'GET' | 'POST',
  apiPath: string,
  token: string | null,
  body?: unknown,
  timeoutMs = 30_000,
): Promise<Answer<T>> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}/api${apiPath}`,
      {
        method,
        agent,
        timeout: timeoutMs,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Answer<T>['body'] = {};
          try {
            parsed = text ? JSON.parse(text) : {};
          } catch {
            parsed = { message: text.slice(0, 200) };
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(payload);
  });
}

/** A call that must succeed (setting up a bench): its data, or an error naming the answer. */
export async function mustCall<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  apiPath: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const answer = await callApi<T>(baseUrl, method, apiPath, token, body);
  if (answer.status !== 200)
    throw new Error(`${method} ${apiPath}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body.data as T;
}
