import type { BusinessSettings } from './schema.ts';

/** One field a save changed, with what it was before (the history staff read). */
export type SettingsChange = { field: string; before: string; after: string };

const shown = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value ?? null));

const GROUPS = ['remittance', 'texts'] as const;

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
