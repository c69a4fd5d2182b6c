import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

const [pglite] = testDatabases();

describe('the built web app as served', () => {
  let t: TestApp;
  let dist = '';
  const script = Buffer.from('console.log("portal");\n'.repeat(400));

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en"><title data-business="title">Trade Portal</title>' +
        '<script type="application/json" id="business-settings" data-business="json">null</script>',
    );
    const asset = path.join(dist, 'assets', 'index-1a2b3c.js');
    fs.writeFileSync(asset, script);
    fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
    if (!pglite) throw new Error('no embedded database');
    t = await startTestApp(pglite, { webDistDir: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the precompressed copy a browser takes, cached for good under its hashed name', async () => {
    const br = await get('/assets/index-1a2b3c.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(script)).toBe(true);

    const gz = await get('/assets/index-1a2b3c.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(script)).toBe(true);

    const plain = await get('/assets/index-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(script)).toBe(true);
  });

  it('answers a deep link with index.html, never cached', async () => {
    const page = await get('/requests/edit/4', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain(
      '<title data-business="title">Ironbark Workwear &amp; Uniforms Trade Portal</title>',
    );
  });

  it('fills index.html with the business as staff last saved it, not a copy made at build time', async () => {
    const admin = (await t.signInDemo()).admin;
    const current = await t.call<{ version: number; settings: object }>('GET', '/api/business-settings', {
      token: admin.token,
    });
    const saved = await t.call('POST', '/api/business-settings', {
      token: admin.token,
      body: {
        version: current.body.data.version,
        settings: { ...current.body.data.settings, trading_name: 'Redgum Uniforms', brand_colour: '#5a1e1e' },
      },
    });
    expect(saved.statusCode).toBe(200);
    const page = await get('/login-page');
    expect(page.body).toContain('<html lang="en" style="--brand-colour:#5a1e1e">');
    expect(page.body).toContain('<title data-business="title">Redgum Uniforms Trade Portal</title>');
    const json = /data-business="json">([^<]*)<\/script>/.exec(page.body)?.[1] ?? '';
    expect(JSON.parse(json)).toMatchObject({ trading_name: 'Redgum Uniforms', phone: '(03) 9587 4420' });
    expect(json).not.toContain('account_number');
  });
});
