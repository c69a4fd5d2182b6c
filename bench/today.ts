// The staff home page at 250,000 quotes on PostgreSQL: the time from asking to having every
// group's figures (GET /api/today, the page's one call) through the portal as `npm start` runs
// it, on a private database dropped afterwards. The same five years as the reports' bench.
//   TODAY_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/today.ts
import { report } from './lib/report.ts';
import { timingRow, withSeededPortal } from './lib/seeded-portal.ts';

const QUOTES = Number(process.env.TODAY_QUOTES ?? 250_000);
const CALLS = 30;
const GOAL_MS = 500;
const serverUrl = process.env.TODAY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const rows = await withSeededPortal('today', serverUrl, QUOTES, async (portal) => [
  timingRow('staff home page, GET /api/today', await portal.time('/api/today', CALLS), GOAL_MS),
]);
report('today', rows);
process.exit(rows.every((row) => row.met !== false) ? 0 : 1);
