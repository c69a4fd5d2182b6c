import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverSrc = path.dirname(fileURLToPath(import.meta.url));
const example = fs.readFileSync(path.resolve(serverSrc, '../../../.env.example'), 'utf8');

/** The files whose environment variables an operator sets: config.ts, the settings it imports, create-admin. */
function settingsSources(): string[] {
  const config = path.join(serverSrc, 'config.ts');
  const imported = [...fs.readFileSync(config, 'utf8').matchAll(/from '(\.\/[^']+\.ts)'/g)].map((match) =>
    path.join(serverSrc, match[1] as string),
  );
  return [config, ...imported, path.join(serverSrc, 'scripts/create-admin.ts')];
}

const readVariables = (file: string): string[] => [
  ...new Set(
    [...fs.readFileSync(file, 'utf8').matchAll(/env\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1] as string),
  ),
];

/** A name is listed when a line of the example sets it, commented out or not. */
const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));

describe('.env.example', () => {
  it('lists every variable the server reads, so an operator can find each setting', () => {
    const missing = settingsSources().flatMap((file) =>
      readVariables(file)
        .filter((name) => !listed.has(name) && name !== 'INIT_CWD')
        .map((name) => `${name} (read in ${path.relative(serverSrc, file)})`),
    );
    expect(missing).toEqual([]);
  });

  it('finds the variables it checks (the scan itself works)', () => {
    const names = settingsSources().flatMap(readVariables);
    expect(names).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'SMS_FROM', 'XERO_CLIENT_ID', 'ADMIN_PASSWORD']),
    );
  });

  it('names no variable the server does not read', () => {
    const read = new Set(settingsSources().flatMap(readVariables));
    expect([...listed].filter((name) => !read.has(name as string))).toEqual([]);
  });
});
