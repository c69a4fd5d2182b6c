import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The operator's settings file: `.env` at the top of the checkout, beside `.env.example`. */
export const ENV_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../.env');

/**
 * Reads `.env` into the environment when there is one, so `npm start` and `create-admin` see the
 * same settings without a wrapper. A variable already set in the environment wins over the file,
 * as a process manager's or a shell's setting is the more deliberate one.
 */
export function loadEnvFile(file = ENV_FILE): boolean {
  if (!fs.existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}
