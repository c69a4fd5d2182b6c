import type { TestApp } from '../../test/test-app.ts';

/**
 * A multipart body with one file the way a browser sends it, the name in RFC 5987 form
 * (`filename*`) so names carrying CR/LF, NUL or quotes reach the server as those characters.
 */
export function fileForm(
  field: string,
  name: string,
  data: Buffer,
  fields: Record<string, string> = {},
  type = 'application/octet-stream',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----artwork${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
    );
  const encoded = encodeURIComponent(name).replace(/'/g, '%27');
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename*=UTF-8''${encoded}\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends a file form and answers status and envelope. */
export async function upload<T = unknown>(
  t: TestApp,
  token: string | undefined,
  url: string,
  form: { payload: Buffer; headers: Record<string, string> },
) {
  return t.call<T>('POST', url, { token, body: form.payload, headers: form.headers });
}
