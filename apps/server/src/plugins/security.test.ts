import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { readConfig, testConfig } from '../config.ts';
import { testDatabases } from '../test/databases.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

describe('the HSTS setting', () => {
  it('is on when the portal is served over HTTPS, and off on plain HTTP', () => {
    expect(readConfig({ PUBLIC_URL: 'https://portal.example.com' }).hsts).toBe(true);
    expect(readConfig({ PUBLIC_URL: 'http://portal.example.com' }).hsts).toBe(false);
    expect(readConfig({}).hsts).toBe(false);
  });

  it('follows HSTS when it is given', () => {
    expect(readConfig({ HSTS: '1' }).hsts).toBe(true);
    expect(readConfig({ HSTS: '0', PUBLIC_URL: 'https://portal.example.com' }).hsts).toBe(false);
  });
});

describe.each(testDatabases())('cache and transport headers on $name', (kind) => {
  let plain: TestApp;
  let https: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    plain = await startTestApp(kind);
    token = (await plain.signIn('admin@example.com')).token;
  });
  afterAll(async () => {
    await https?.close();
    await plain?.close();
  });

  it('tells browsers and proxies to keep no API answer: success, refusal and unknown call', async () => {
    for (const [url, auth, status] of [
      ['/api/quotes/index', token, 200],
      ['/api/quotes/index', undefined, 401],
      ['/api/quotes/edit/999999', token, 404],
      ['/api/no/such/call', token, 404],
      ['/api/products/getproductlist/AS', token, 200],
      ['/api/products/downloadcsv/AS', token, 200],
    ] as const) {
      const res = await plain.app.inject({
        method: 'GET',
        url,
        headers: auth ? { authorization: `Bearer ${auth}` } : {},
      });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('lets the public placeholder drawing be cached', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/products/placeholder/tee/1a2b3c.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends no HSTS on plain HTTP, and HSTS for a year when served over HTTPS', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // A second app on the same database, configured as served over HTTPS.
    https = await buildApp(
      testConfig({ publicUrl: 'https://portal.example.com', hsts: true }),
      plain.database,
    );
    const secure = await https.inject({ method: 'GET', url: '/api/health' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
