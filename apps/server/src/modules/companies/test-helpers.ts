import { inflateSync } from 'node:zlib';
import type { LoginAnswer } from '@portal/domain';
import type { TestApp } from '../../test/test-app.ts';

let counter = 0;

/** A fresh customer (account, company and primary contact) made the way a visitor registers. */
export async function registerCustomer(t: TestApp, company = 'Fresh Client Pty Ltd'): Promise<LoginAnswer> {
  counter += 1;
  const email = `client${counter}-${Date.now()}@example.com`;
  const res = await t.call<LoginAnswer>('POST', '/api/users/register', {
    body: {
      company,
      number: '03 9000 0000',
      firstname: 'Casey',
      lastname: `Client${counter}`,
      email,
      password: 'long enough',
    },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/**
 * The text a PDF shows: pdfkit writes text as hex strings inside Tj/TJ operators in
 * Flate-compressed content streams, so the bytes never hold the words literally.
 */
export function pdfText(pdf: Buffer): string {
  const texts: string[] = [];
  const raw = pdf.toString('latin1');
  const streams = /(?<!end)stream\r?\n/g;
  let match: RegExpExecArray | null = streams.exec(raw);
  while (match) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const body = pdf.subarray(start, end);
    let content = '';
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)) {
      const hexes = op[1] ? [...op[1].matchAll(/<([0-9a-fA-F]+)>/g)].map((h) => h[1] ?? '') : [op[2] ?? ''];
      texts.push(hexes.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
    streams.lastIndex = end;
    match = streams.exec(raw);
  }
  return texts.join('\n');
}

/** A 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
