import type { SettingsChange, SettingsHistoryAnswer } from '@portal/domain/business-settings';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessSettings } from '../../db/schema/index.ts';

/** GET /business-settings/history (staff): every saved version, newest first, with its changes. */
export async function listSettingsHistory(db: Db): Promise<SettingsHistoryAnswer> {
  const rows = await db
    .select({
      version: businessSettings.version,
      savedAt: businessSettings.savedAt,
      savedByName: businessSettings.savedByName,
      changes: businessSettings.changes,
    })
    .from(businessSettings)
    .orderBy(desc(businessSettings.version))
    .limit(200);
  return rows.map((row) => ({
    version: row.version,
    saved_at: row.savedAt.toISOString(),
    saved_by: row.savedByName,
    changes: row.changes as SettingsChange[],
  }));
}
