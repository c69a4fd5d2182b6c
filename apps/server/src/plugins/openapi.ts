import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { describeDocument } from '../openapi/describe-document.ts';
import { describeRoute } from '../openapi/describe-route.ts';

/**
 * The OpenAPI description is generated from the same zod schemas that validate requests, as
 * OpenAPI 3.1 so nullable values are plain JSON Schema (`type: 'null'`) that any validator
 * compiles. What every operation needs beyond its schemas (operationId, refusals, security,
 * path keys) is derived in `openapi/`, never written route by route; only the `summary` is each
 * route's own (openapi.test.ts fails for a route without one).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Workwear quoting portal API',
        description:
          'Every answer is `{status, data}`: `{status: "success", data}` or `{status: "error", data: <message>}`. ' +
          'Authenticate with `Authorization: Bearer <token>` from `POST /api/users/login`. ' +
          'docs/api.md in the repository lists where the calls differ from the specification.',
        version: '0.1.0',
      },
      // Relative: the document describes the portal that serves it, whatever its address.
      servers: [{ url: '/', description: 'This portal' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: describeRoute(app),
    // Only OpenAPI here (never Swagger 2): the document as @fastify/swagger built it, completed.
    transformObject: (built) =>
      describeDocument(
        'openapiObject' in built ? built.openapiObject : {},
      ) as ReturnType<SwaggerTransformObject>,
  });
}
