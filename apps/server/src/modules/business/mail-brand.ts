import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import type { MailBrand } from '../../mail/branded-mail.ts';
import type { Storage } from '../../storage/storage.ts';
import { readBusinessSettings } from './read-business-settings.ts';

const bytesOf = async (stream: NodeJS.ReadableStream): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

/**
 * How the business's mail looks, read from its settings when a mail is sent. A logo's bytes never
 * change under its id (a new logo is a new file), so the last one read is kept and not read from
 * storage again for every mail.
 */
export function mailBrandReader(db: Db, storage: Storage): () => Promise<MailBrand> {
  let kept: { id: number; logo: MailBrand['logo'] } | null = null;
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
    const settings = await readBusinessSettings(db);
    return {
      tradingName: settings.trading_name,
      colour: settings.brand_colour,
      footer: [...settings.address.split('\n'), settings.phone, settings.email, settings.website],
      logo: await logoOf(settings.logo_file_id),
    };
  };
}
