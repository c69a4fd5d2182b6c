import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { failure, inertJson, MESSAGES } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/escape-html.ts';

/** What the page at one address carries in its head beyond what every page does. */
export type PageHead = {
  /** The images it draws first, fetched with the script, not after it. */
  imagePreloads: string[];
  /** Answers its first render reads from the page rather than calling for them, by element id. */
  answers: { elementId: string; value: unknown }[];
};

export const NO_PAGE_HEAD: PageHead = { imagePreloads: [], answers: [] };

/** What the page fills in: the business, and what the page at an address draws first. */
type PageFill<Business> = {
  read: () => Promise<Business>;
  fill: (template: string, business: Business) => string;
  head?: (url: URL) => Promise<PageHead>;
};

/**
 * Asks the browser for each image as soon as it reads the head, at an image's own priority, not
 * high: on a slow phone network the script must still come first, since nothing is drawn without
 * it. Each answer goes in as inert JSON (inertJson), for the page to read by its element's id.
 */
function withHead(html: string, head: PageHead): string {
  const preloads = head.imagePreloads.map(
    (url) => `<link rel="preload" as="image" href="${escapeHtml(url)}">`,
  );
  const answers = head.answers.map(
    ({ elementId, value }) =>
      `<script type="application/json" id="${escapeHtml(elementId)}">${inertJson(value)}</script>`,
  );
  const extra = [...preloads, ...answers].join('');
  return extra ? html.replace('</head>', `${extra}</head>`) : html;
}

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
      const [template, business, head] = await Promise.all([
        readFile(path.join(distDir, 'index.html'), 'utf8'),
        page.read(),
        page.head?.(new URL(request.url, 'http://portal.invalid')) ?? NO_PAGE_HEAD,
      ]);
      return (
        reply
          // A page carrying an answer holds one visitor's data, which no cache may keep (as the
          // API's answers, security.ts); every other page is the same for all and only revalidated.
          .header('cache-control', head.answers.length > 0 ? 'no-store' : 'no-cache')
          .type('text/html; charset=utf-8')
          .send(withHead(page.fill(template, business), head))
      );
    }
    return reply.status(404).send(failure(MESSAGES.notFound));
  });
}
