import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(testDatabases())('platform on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('reports health once the database answers', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.body).toEqual({ status: 'success', data: { ok: true, database: kind.name } });
  });

  it('publishes an OpenAPI description of every call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const [path, method] of [
      ['/api/users/login', 'post'],
      ['/api/users/register', 'post'],
      ['/api/users/forgetpassword', 'post'],
      ['/api/users/editaccount', 'get'],
      ['/api/users/index', 'get'],
      ['/api/users/view/{id}', 'get'],
      ['/api/users/setpassword/{id}', 'post'],
      ['/api/setting/getbyuserid/{id}', 'get'],
      ['/api/setting/setbyuserid/{id}', 'post'],
      ['/api/health', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a JSON body over 2 MB with a readable message', async () => {
    const res = await t.call('POST', '/api/users/login', {
      body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.body).toEqual({ status: 'error', data: 'The request is too large.' });
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const res = await t.call('GET', '/api/no/such/call');
    expect(res.statusCode).toBe(404);
    expect(res.body.status).toBe('error');
  });
});
