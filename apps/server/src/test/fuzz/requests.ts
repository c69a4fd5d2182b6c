import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { type ApiRoute, fillPath } from '../route-table.ts';
import { nastyJson, nastyParam, nastyText, objectFor } from './arbitraries.ts';

/** One generated request, kept printable so a failure can be replayed by hand. */
export type FuzzRequest = {
  method: ApiRoute['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** How the body was sent, for the summary. */
  encoding: string;
};

const asFieldText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

const queryString = (query: Record<string, unknown>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // Lists become repeated keys, which a query parser turns into arrays where one value is expected.
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, asFieldText(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const BOUNDARY = '----fuzzboundary7MA4YWxkTrZu0gW';

function multipartBody(fields: Record<string, unknown>, file?: { name: string; content: string }): string {
  let body = '';
  for (const [key, value] of Object.entries(fields)) {
    body += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${asFieldText(value)}\r\n`;
  }
  if (file) {
    body += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.name}"; filename="upload.csv"\r\nContent-Type: text/csv\r\n\r\n${file.content}\r\n`;
  }
  return `${body}--${BOUNDARY}--\r\n`;
}

/** Multipart bodies that a form never sends: cut short, no boundary, no part headers, too many parts. */
const brokenMultipart = fc.constantFrom(
  { type: 'multipart/form-data', body: 'email=a@b.c&password=x' },
  {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\nabc`,
  },
  {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nno headers here\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
  },
  { type: `multipart/form-data; boundary=${BOUNDARY}`, body: '' },
  { type: `multipart/form-data; boundary=${BOUNDARY}`, body: 'garbage' },
  { type: 'multipart/form-data; boundary=', body: '--\r\n\r\n' },
  { type: `multipart/form-data; boundary="${'x'.repeat(300)}"`, body: `--${'x'.repeat(300)}--` },
  {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: multipartBody(Object.fromEntries(Array.from({ length: 250 }, (_, i) => [`f${i}`, 'x']))),
  },
  {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a\u0000b"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
  },
);

/** JSON that does not parse, or a body of a type the portal does not take. */
const brokenBody = fc.constantFrom(
  { type: 'application/json', body: '{"email":' },
  { type: 'application/json', body: '' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '"text"' },
  { type: 'application/json', body: '[1,2,3]' },
  { type: 'application/json', body: '{"a":1e999}' },
  { type: 'application/json', body: '{"__proto__":{"admin":true}}' },
  { type: 'application/json', body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { type: 'text/plain', body: 'hello' },
  { type: 'application/xml', body: '<a/>' },
  { type: 'application/x-www-form-urlencoded', body: '%%%&&&==' },
);

/** Requests for one route: generated params, query and body, sent in every encoding. */
export function requestsFor(route: ApiRoute): fc.Arbitrary<FuzzRequest> {
  const params = fc.record(Object.fromEntries(route.paramNames.map((name) => [name, nastyParam])));
  const optionalLast = route.url.endsWith('?');
  const query = route.querystring
    ? fc.oneof(objectFor(route.querystring), fc.dictionary(fc.constantFrom('id', 'q', 'page'), nastyParam))
    : fc.option(fc.dictionary(fc.string({ maxLength: 5 }), nastyParam, { maxKeys: 2 }), { nil: {} });
  const fields = objectFor(route.body);
  const body =
    route.method === 'GET'
      ? fc.constant({ encoding: 'none' } as const)
      : fc.oneof(
          { weight: 4, arbitrary: fields.map((f) => ({ encoding: 'json', fields: f }) as const) },
          {
            weight: 3,
            arbitrary: fc
              .tuple(
                fields,
                fc.option(fc.record({ name: fc.constantFrom('file', 'logo'), content: nastyText })),
              )
              .map(([f, file]) => ({ encoding: 'multipart', fields: f, file: file ?? undefined }) as const),
          },
          { weight: 1, arbitrary: fields.map((f) => ({ encoding: 'urlencoded', fields: f }) as const) },
          {
            weight: 1,
            arbitrary: brokenMultipart.map((b) => ({ encoding: 'broken multipart', ...b }) as const),
          },
          { weight: 1, arbitrary: brokenBody.map((b) => ({ encoding: 'broken body', ...b }) as const) },
          { weight: 1, arbitrary: nastyJson.map((v) => ({ encoding: 'json value', value: v }) as const) },
        );
  return fc.tuple(params, fc.boolean(), query, body).map(([p, dropLast, q, b]) => {
    const values = { ...(p as Record<string, string>) };
    if (optionalLast && dropLast) delete values[route.paramNames.at(-1) as string];
    const url = `${fillPath(route, values)}${queryString(q as Record<string, unknown>)}`;
    const request: FuzzRequest = { method: route.method, url, headers: {}, encoding: b.encoding };
    switch (b.encoding) {
      case 'json':
        request.headers['content-type'] = 'application/json';
        request.payload = JSON.stringify(b.fields);
        break;
      case 'json value':
        request.headers['content-type'] = 'application/json';
        request.payload = JSON.stringify(b.value) ?? 'null';
        break;
      case 'multipart':
        request.headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
        request.payload = multipartBody(b.fields, b.file);
        break;
      case 'urlencoded':
        request.headers['content-type'] = 'application/x-www-form-urlencoded';
        request.payload = queryString(b.fields).slice(1);
        break;
      case 'broken multipart':
      case 'broken body':
        request.headers['content-type'] = b.type;
        request.payload = b.body;
        break;
    }
    return request;
  });
}

/** The request as inject takes it, with the caller's token. */
export const toInject = (request: FuzzRequest, token: string | undefined): InjectOptions => ({
  method: request.method,
  url: request.url,
  headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  ...(request.payload === undefined ? {} : { payload: request.payload }),
});
