import path from 'node:path';
import { loadEnvFile } from '../env-file.ts';

/**
 * The environment of an operator's command (`npm run migrate`, `npm run create-admin`): `.env`
 * read as the server reads it, and the data folder where `npm start` keeps it. npm runs these in
 * apps/server, so a relative DATA_DIR (and the default ./data) is taken from the folder the
 * command was typed in (npm's INIT_CWD), not from apps/server.
 */
export function loadOperatorEnv(): void {
  loadEnvFile();
  const invokedIn = process.env.INIT_CWD ?? process.cwd();
  process.env.DATA_DIR = path.resolve(invokedIn, process.env.DATA_DIR ?? 'data');
}
