// Reports at 250,000 quotes on PostgreSQL: each report's answer time (p95) through the portal as
// `npm start` runs it, on a private database dropped afterwards.
//   REPORTS_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/reports.ts
import { addDays, businessToday } from '@portal/domain/dates';
import { report } from './lib/report.ts';
import { timingRow, withSeededPortal } from './lib/seeded-portal.ts';

const QUOTES = Number(process.env.REPORTS_QUOTES ?? 250_000);
const CALLS = 30;
const GOAL_MS = 300;
const serverUrl = process.env.REPORTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const today = businessToday();
const periods = [
  { name: 'last 12 months', from: addDays(today, -365), to: today },
  { name: 'five years', from: addDays(today, -5 * 365 - 2), to: today },
];
const reports = [
  ...['client', 'process', 'catalogue', 'month', 'quarter'].map((by) => ({
    name: `margins by ${by}`,
    path: (p: { from: string; to: string }) => `/api/reports/margins?from=${p.from}&to=${p.to}&by=${by}`,
  })),
  {
    name: 'funnel',
    path: (p: { from: string; to: string }) => `/api/reports/funnel?from=${p.from}&to=${p.to}`,
  },
  {
    name: 'margins by process as CSV',
    path: (p: { from: string; to: string }) =>
      `/api/reports/margins/csv?from=${p.from}&to=${p.to}&by=process`,
  },
];
// REPORTS_ONLY=funnel times the reports whose name holds it (a quicker run while working on one).
const only = process.env.REPORTS_ONLY ?? '';

const rows = await withSeededPortal('reports', serverUrl, QUOTES, async (portal) => {
  const timed = [];
  for (const period of periods)
    for (const one of reports.filter((r) => r.name.includes(only)))
      timed.push(
        timingRow(`${one.name}, ${period.name}`, await portal.time(one.path(period), CALLS), GOAL_MS),
      );
  return timed;
});
report('reports', rows);
process.exit(rows.every((row) => row.met !== false) ? 0 : 1);
