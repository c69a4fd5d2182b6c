import type { BusinessSettings } from './schema.ts';

/** One field a save changed, with what it was before (the history staff read). */
export type SettingsChange = { field: string; before: string; after: string };

/** Keys in a fixed order: the database's jsonb keeps its own order, which is no change. */
const sortedKeys = (_: string, value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
    : value;

const shown = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value ?? null, sortedKeys);

const GROUPS = ['remittance', 'texts', 'business_hours', 'reminder_rules', 'proofs'] as const;

/** The fields that differ between two versions, as 'trading_name' or 'remittance.bsb'. */
export function settingsChanges(before: BusinessSettings, after: BusinessSettings): SettingsChange[] {
  const changes: SettingsChange[] = [];
  for (const key of Object.keys(after) as (keyof BusinessSettings)[]) {
    if ((GROUPS as readonly string[]).includes(key)) {
      const was = before[key] as Record<string, unknown>;
      const now = after[key] as Record<string, unknown>;
      for (const inner of Object.keys(now))
        if (shown(was[inner]) !== shown(now[inner]))
          changes.push({ field: `${key}.${inner}`, before: shown(was[inner]), after: shown(now[inner]) });
    } else if (shown(before[key]) !== shown(after[key])) {
      changes.push({ field: key, before: shown(before[key]), after: shown(after[key]) });
    }
  }
  return changes;
}
