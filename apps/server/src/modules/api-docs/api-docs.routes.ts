import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { API_DOCS_PAGE } from './api-docs-page.ts';

const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const assetsDir = fileURLToPath(new URL('./assets/', import.meta.url));

/** The only files the page loads, by the name it asks for: nothing else on disk is reachable. */
const FILES: Record<string, { file: string; type: string }> = {
  'swagger-ui-bundle.js': { file: path.join(swaggerUiDir, 'swagger-ui-bundle.js'), type: 'text/javascript' },
  'swagger-ui.css': { file: path.join(swaggerUiDir, 'swagger-ui.css'), type: 'text/css' },
  'api-docs.js': { file: path.join(assetsDir, 'api-docs.js'), type: 'text/javascript' },
  'api-docs.css': { file: path.join(assetsDir, 'api-docs.css'), type: 'text/css' },
};

/**
 * GET /api/docs (ours): the API reference page for people, drawn from /api/openapi.json by
 * Swagger UI, which the portal serves itself (decisions/114). Neither is an API call, so both
 * stay out of the OpenAPI document.
 */
export async function apiDocsRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/docs', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(API_DOCS_PAGE),
  );

  app.get(
    '/docs/:file',
    { schema: { hide: true, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const asset = Object.hasOwn(FILES, request.params.file) ? FILES[request.params.file] : undefined;
      if (!asset) throw notFound(MESSAGES.notFound);
      // The renderer changes only with a new install: an hour's copy spares a 1.5 MB download.
      reply.header('cache-control', 'public, max-age=3600');
      return reply.type(`${asset.type}; charset=utf-8`).send(fs.createReadStream(asset.file));
    },
  );
}
