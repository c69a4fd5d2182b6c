import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { failure, MESSAGES } from '@portal/domain';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app from one port with the API. Any GET that is not an API call and
 * not a file gets index.html, so the browser router can take deep links. The page is filled by
 * `page` (the business module's, handed in by app.ts: a plugin names no module).
 */
export async function registerWebApp<Business>(
  app: FastifyInstance,
  distDir: string | undefined,
  page: { read: () => Promise<Business>; fill: (template: string, business: Business) => string },
): Promise<void> {
  const hasBuild = distDir && fs.existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/precompress.ts): sent as
      // they are to a browser that takes them, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite puts a content hash in asset names, so they can be cached for good.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasBuild && (request.method === 'GET' || request.method === 'HEAD')) {
      // Filled with the business's settings on every request, so the first paint is
      // the business as staff last saved it. Always asked again, so a new build's script names
      // and a new trading name reach the browser at once.
      const [template, business] = await Promise.all([
        readFile(path.join(distDir, 'index.html'), 'utf8'),
        page.read(),
      ]);
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page.fill(template, business));
    }
    return reply.status(404).send(failure(MESSAGES.notFound));
  });
}
