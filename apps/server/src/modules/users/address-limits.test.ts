import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTrustProxy } from '../../config.ts';
import { testDatabases } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Per-address limits on the anonymous entry points, keyed on the real client address. They are
 * counted in the process, not the database, so one engine proves them (decisions/005).
 */
const [pglite] = testDatabases();
const PER_MINUTE = 3;
const wrongSignIn = { email: 'nobody@example.com', password: 'wrong-password' };

describe('per-address limits without a trusted proxy, over a real socket', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp(pglite as never, { authRateLimitPerMinute: PER_MINUTE });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const post = async (path: string, body: unknown, forwardedFor: string) => {
    const res = await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify(body),
    });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
  };

  it('gives no extra tries for a rotated X-Forwarded-For', async () => {
    const answers = [];
    for (let i = 0; i < PER_MINUTE + 3; i += 1) {
      answers.push(await post('/users/login', wrongSignIn, `203.0.113.${i + 1}`));
    }
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 429, 429, 429]);
    const refused = answers.at(-1);
    expect(refused?.body).toEqual({ status: 'error', data: MESSAGES.tooManyAttempts });
    const retryAfter = Number(refused?.retryAfter);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('shares the count between sign-in, register, forgot password and reset', async () => {
    // The address spent its minute above; every other entry point refuses it too.
    const calls: [string, unknown][] = [
      ['/users/register', { email: 'new@example.com', password: 'long-enough-1' }],
      ['/users/forgetpassword', { email: 'customer@example.com' }],
      ['/users/resetpassword', { token: 'any-token', password: 'long-enough-1' }],
    ];
    for (const [path, body] of calls) expect((await post(path, body, '198.51.100.7')).status).toBe(429);
  });
});

describe('per-address limits behind a configured proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(pglite as never, {
      authRateLimitPerMinute: PER_MINUTE,
      trustProxy: readTrustProxy('10.0.0.0/8, 127.0.0.1'),
    });
  });
  afterAll(() => t.close());

  const signInVia = async (remoteAddress: string, forwardedFor: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: wrongSignIn,
    });
    return res.statusCode;
  };

  it('counts each client by the address the proxy reports', async () => {
    const first = [];
    for (let i = 0; i < PER_MINUTE + 1; i += 1) first.push(await signInVia('10.1.2.3', '192.0.2.10'));
    expect(first).toEqual([401, 401, 401, 429]);
    // Another client behind the same proxy has its own tries.
    expect(await signInVia('10.1.2.3', '192.0.2.11')).toBe(401);
    // A chain through a second trusted proxy still ends at the first client.
    expect(await signInVia('127.0.0.1', '192.0.2.10, 10.9.9.9')).toBe(429);
  });

  it('ignores the header from an address that is not a configured proxy', async () => {
    const codes = [];
    for (let i = 0; i < PER_MINUTE + 2; i += 1)
      codes.push(await signInVia('198.51.100.20', `192.0.2.${50 + i}`));
    expect(codes).toEqual([401, 401, 401, 429, 429]);
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set, and takes addresses, CIDR ranges and the named ranges', () => {
    expect(readTrustProxy(undefined)).toBe(false);
    expect(readTrustProxy(' ')).toBe(false);
    expect(readTrustProxy('127.0.0.1, 10.0.0.0/8,fd00::/8 , loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('stops the server with a clear message for anything else', () => {
    for (const wrong of ['true', '*', '10.0.0.0/33', '300.1.1.1', '10.0.0.0/8/1', 'proxy.example.com']) {
      expect(() => readTrustProxy(wrong)).toThrow(`TRUST_PROXY: "${wrong}" is not an IP address`);
    }
  });
});
