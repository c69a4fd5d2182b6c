import type { BusinessSettings } from '@portal/domain/business-settings';
import type { Db, Tx } from '../../db/client.ts';
import { latestSettingsRow, settingsOf } from './settings.repo.ts';

/**
 * The settings in force, for everything that shows the business: mails, SMS, link pages, the
 * quote PDF. A portal whose staff have saved nothing yet gets the unset defaults.
 */
export async function readBusinessSettings(db: Db | Tx): Promise<BusinessSettings> {
  return settingsOf(await latestSettingsRow(db));
}

/** The settings with the versions a document printing them records (terms version for acceptance). */
export async function readBusinessSettingsVersion(
  db: Db | Tx,
): Promise<{ version: number; termsVersion: number; settings: BusinessSettings }> {
  const row = await latestSettingsRow(db);
  return { version: row?.version ?? 0, termsVersion: row?.termsVersion ?? 0, settings: settingsOf(row) };
}
