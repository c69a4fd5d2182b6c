import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import type { MailBrand } from '../../mail/branded-mail.ts';
import type { Storage } from '../../storage/storage.ts';
import { latestSettingsRow, latestSettingsVersion, settingsOf } from './settings.repo.ts';

const bytesOf = async (stream: NodeJS.ReadableStream): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

/**
 * How the business's mail looks, read from its settings when a mail is sent. A saved version of
 * the settings never changes (a save makes a new version), so the brand made from the version in
 * force is kept under its number: each mail asks only for that number, and a save shows in the
 * next mail. A logo's bytes never change under its id either (a new logo is a new file), so the
 * last one read is kept and not read from storage again for every mail.
 */
export function mailBrandReader(db: Db, storage: Storage): () => Promise<MailBrand> {
  let kept: { id: number; logo: MailBrand['logo'] } | null = null;
  let brand: { version: number; brand: MailBrand } | null = null;
  const logoOf = async (id: number | null): Promise<MailBrand['logo']> => {
    if (id === null) return null;
    if (kept?.id === id) return kept.logo;
    const [row] = await db
      .select({ storageKey: storedFiles.storageKey, contentType: storedFiles.contentType })
      .from(storedFiles)
      .where(and(eq(storedFiles.id, id), eq(storedFiles.kind, 'business_logo')));
    const stream = row ? await storage.get(row.storageKey) : undefined;
    // A logo removed from storage leaves the mail with the name instead, never unsent.
    const logo = row && stream ? { contentType: row.contentType, bytes: await bytesOf(stream) } : null;
    kept = { id, logo };
    return logo;
  };
  return async () => {
    const version = await latestSettingsVersion(db);
    if (brand?.version === version) return brand.brand;
    // A save between the two reads is taken whole: the brand is kept under the row's own version.
    const row = await latestSettingsRow(db);
    const settings = settingsOf(row);
    const made: MailBrand = {
      tradingName: settings.trading_name,
      colour: settings.brand_colour,
      footer: [...settings.address.split('\n'), settings.phone, settings.email, settings.website],
      logo: await logoOf(settings.logo_file_id),
    };
    brand = { version: row?.version ?? 0, brand: made };
    return made;
  };
}
