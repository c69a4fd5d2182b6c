import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Schema = Record<string, unknown>;
type MediaTypes = Record<string, { schema?: Schema }>;
type Operation = {
  responses?: Record<string, { content?: MediaTypes }>;
  requestBody?: { content?: MediaTypes };
  parameters?: { schema?: Schema }[];
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

const COMPONENTS = '#/components/schemas/';
/** The document's components, added to Ajv once under this id and referenced from each schema. */
const DEFS_ID = 'https://portal.invalid/openapi-components';

/** The document's component references, pointed at the components Ajv holds. */
const withDefs = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withDefs);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === '$ref' && typeof child === 'string' && child.startsWith(COMPONENTS)
        ? `${DEFS_ID}#/$defs/${child.slice(COMPONENTS.length)}`
        : withDefs(child),
    ]),
  );
};

/** `/api/quotes/edit/{id}` as a pattern for request paths; literal segments win over parameters. */
const pathPattern = (key: string) =>
  new RegExp(`^${key.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);

/**
 * Checks real answers against the OpenAPI document the server serves, the way a client generated
 * from it would read them: Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses) compiles the document's
 * own schemas, components included.
 */
export function documentChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  // A file's bytes: described for readers, nothing to check in JSON.
  ajv.addFormat('binary', true);
  ajv.addSchema({ $id: DEFS_ID, $defs: withDefs(document.components?.schemas ?? {}) as Schema });
  const compile = (schema: Schema): ValidateFunction => ajv.compile(withDefs(schema) as Schema);
  const keys = Object.keys(document.paths).sort(
    (a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0),
  );

  return {
    /** Compiles every schema of every operation: a schema Ajv cannot compile is named, not thrown. */
    uncompilable(): string[] {
      const failures: string[] = [];
      for (const [key, item] of Object.entries(document.paths))
        for (const [method, operation] of Object.entries(item)) {
          const schemas = [
            ...Object.values(operation.requestBody?.content ?? {}).map((media) => media.schema),
            ...(operation.parameters ?? []).map((parameter) => parameter.schema),
            ...Object.values(operation.responses ?? {}).flatMap((r) =>
              Object.values(r.content ?? {}).map((media) => media.schema),
            ),
          ];
          for (const schema of schemas)
            try {
              if (schema) compile(schema);
            } catch (error) {
              failures.push(`${method.toUpperCase()} ${key}: ${(error as Error).message}`);
            }
        }
      return failures;
    },

    /** What is wrong with one answer by the document, or [] when the document describes it. */
    problemsOf(
      method: string,
      url: string,
      answer: { statusCode: number; headers: Record<string, unknown>; body: string },
    ): string[] {
      // The document describes the spec's trailing-slash spellings by the path without it.
      const path = (url.split('?')[0] as string).replace(/(.)\/+$/, '$1');
      const key = keys.find((candidate) => pathPattern(candidate).test(path));
      const call = `${method} ${url} → ${answer.statusCode}`;
      if (!key) return [`${call}: no path of the document matches`];
      const operation = document.paths[key]?.[method.toLowerCase()];
      if (!operation) return [`${call}: ${key} has no ${method}`];
      const response = operation.responses?.[String(answer.statusCode)];
      if (!response) return [`${call}: ${method} ${key} declares no ${answer.statusCode} answer`];
      const type = String(answer.headers['content-type'] ?? '').split(';')[0] as string;
      const media = response.content?.[type];
      if (!media?.schema)
        return [`${call}: ${method} ${key} declares no ${type} body for ${answer.statusCode}`];
      if (type !== 'application/json') return [];
      const validate = compile(media.schema);
      if (validate(JSON.parse(answer.body))) return [];
      return (validate.errors ?? []).map((e) => `${call}: ${e.instancePath || '(body)'} ${e.message}`);
    },
  };
}
