import { type BusinessSettings, UNSET_BUSINESS_SETTINGS } from '@portal/domain/business-settings';
import { desc } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { businessSettings } from '../../db/schema/index.ts';

export type SettingsRow = typeof businessSettings.$inferSelect;

/** The version in force: the newest saved row, or none before the first save. */
export async function latestSettingsRow(db: Db | Tx): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(businessSettings).orderBy(desc(businessSettings.version)).limit(1);
  return row;
}

/**
 * The number of the version in force, 0 before the first save: read through the primary key
 * alone, for a reader that keeps what it read of a version (a saved version never changes).
 */
export async function latestSettingsVersion(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ version: businessSettings.version })
    .from(businessSettings)
    .orderBy(desc(businessSettings.version))
    .limit(1);
  return row?.version ?? 0;
}

/**
 * A stored version's settings. Fields a later release adds are missing from older rows: they
 * take the unset defaults, so every reader gets the whole shape.
 */
export function settingsOf(row: SettingsRow | undefined): BusinessSettings {
  if (!row) return UNSET_BUSINESS_SETTINGS;
  const stored = row.settings as Partial<BusinessSettings>;
  return {
    ...UNSET_BUSINESS_SETTINGS,
    ...stored,
    remittance: { ...UNSET_BUSINESS_SETTINGS.remittance, ...stored.remittance },
    proofs: { ...UNSET_BUSINESS_SETTINGS.proofs, ...stored.proofs },
    order_notices: { ...UNSET_BUSINESS_SETTINGS.order_notices, ...stored.order_notices },
    texts: { ...UNSET_BUSINESS_SETTINGS.texts, ...stored.texts },
  };
}
