import { REFUSALS_KEY } from './describe-route.ts';
import { ERROR_ANSWER_SCHEMA, type ErrorStatus, errorResponsesOf } from './error-answers.ts';
import { operationIdOf } from './operation-id.ts';
import { pathKeysOf } from './path-keys.ts';
import { plainSchemas } from './plain-schemas.ts';

type Parameter = { in: string; name: string; required?: boolean };
type Operation = Record<string, unknown> & {
  operationId?: string;
  parameters?: Parameter[];
  responses?: Record<string, unknown>;
  [REFUSALS_KEY]?: ErrorStatus[];
};
type Document = Record<string, unknown> & {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown> | undefined>;
};

const ERROR_SCHEMA_NAME = 'ErrorAnswer';
const ERROR_SCHEMA_REF = `#/components/schemas/${ERROR_SCHEMA_NAME}`;

/** One operation under one path key: its own parameters, its operationId, its refusals. */
function operationAt(method: string, key: string, operation: Operation, dropParameter?: string): Operation {
  const { [REFUSALS_KEY]: refusals = [], parameters: all = [], responses = {}, ...rest } = operation;
  // Path parameters are always required in OpenAPI; the optional one belongs to the other path.
  const parameters = all
    .filter((p) => !(p.in === 'path' && p.name === dropParameter))
    .map((p) => (p.in === 'path' ? { ...p, required: true } : p));
  const answers = Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [
      status,
      // @fastify/swagger's placeholder, for a route that names no description of its own.
      (response as { description?: string }).description === 'Default Response'
        ? { ...(response as object), description: 'Success' }
        : response,
    ]),
  );
  return {
    ...rest,
    operationId: operation.operationId ?? operationIdOf(method, key),
    ...(parameters.length > 0 ? { parameters } : {}),
    // A route's own description of a refusal wins over the derived one.
    responses: { ...errorResponsesOf(refusals, ERROR_SCHEMA_REF), ...answers },
  };
}

/**
 * The whole-document half of the OpenAPI transform: path keys as OpenAPI allows them (no
 * trailing slash, an optional segment as two paths), an operationId for every operation, and
 * the one error schema every refusal points at.
 */
export function describeDocument(built: object): Document {
  const openapiObject = built as Partial<Document>;
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [pattern, item] of Object.entries(openapiObject.paths ?? {}))
    for (const { key, optional } of pathKeysOf(pattern)) {
      const target = paths[key] ?? {};
      paths[key] = target;
      for (const [method, operation] of Object.entries(item)) {
        // The spec's spelling with a slash is the same call as the one without (docs/api.md).
        if (target[method]) continue;
        target[method] = plainSchemas(operationAt(method, key, operation, optional));
      }
    }
  return {
    ...openapiObject,
    paths,
    components: {
      ...openapiObject.components,
      schemas: plainSchemas({
        ...openapiObject.components?.schemas,
        [ERROR_SCHEMA_NAME]: ERROR_ANSWER_SCHEMA,
      }),
    },
  };
}
