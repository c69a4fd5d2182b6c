import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { failure, MESSAGES } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/escape-html.ts';

/** What the page fills in: the business, and the images a page's first paint waits for. */
type PageFill<Business> = {
  read: () => Promise<Business>;
  fill: (template: string, business: Business) => string;
  /** The images the page at this address draws first, fetched with the script, not after it. */
  preloads?: (url: URL) => Promise<string[]>;
};

/**
 * Asks the browser for each image as soon as it reads the head. At an image's own priority, not
 * high: on a slow phone network the script must still come first, since nothing is drawn without it.
 */
const withImagePreloads = (html: string, urls: string[]): string =>
  urls.length === 0
    ? html
    : html.replace(
        '</head>',
        `${urls.map((url) => `<link rel="preload" as="image" href="${escapeHtml(url)}">`).join('')}</head>`,
      );

/**
 * Serves the built web app from one port with the API. Any GET that is not an API call and
 * not a file gets index.html, so the browser router can take deep links. The page is filled by
 * `page` (the business module's, handed in by app.ts: a plugin names no module).
 */
export async function registerWebApp<Business>(
  app: FastifyInstance,
  distDir: string | undefined,
  page: PageFill<Business>,
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
      const [template, business, preloads] = await Promise.all([
        readFile(path.join(distDir, 'index.html'), 'utf8'),
        page.read(),
        page.preloads?.(new URL(request.url, 'http://portal.invalid')) ?? [],
      ]);
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withImagePreloads(page.fill(template, business), preloads));
    }
    return reply.status(404).send(failure(MESSAGES.notFound));
  });
}
