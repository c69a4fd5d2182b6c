import { logoImageType } from '@portal/domain/clients';
import { fileIdOfReference } from '@portal/domain/files';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { checkedLogo } from '../companies/index.ts';
import { assertClientFiles } from '../files/index.ts';

/**
 * The quote's `logo` as it may be stored: empty, a reference to one of the
 * client's uploaded files (what POST /assets/add answers), or a PNG, JPEG or GIF image as a data
 * URL checked by content like a company logo. Never an SVG, HTML, a script URL or another
 * client's file: those are refused with a message.
 */
export async function checkedQuoteLogo(
  db: Db | Tx,
  logo: string | null | undefined,
  ownerId: number,
): Promise<string | null> {
  const text = (logo ?? '').trim();
  if (!text) return null;
  if (fileIdOfReference(text) !== null || text.startsWith('/')) {
    await assertClientFiles(db, ownerId, [{ where: 'logo', text }]);
    return text;
  }
  return checkedLogo(text);
}

const BITMAPS = new Set(['png', 'jpeg', 'gif']);

/**
 * The logo as the list's lightbox shows it (GET /quotes/logo/{id}): a data URL of a bitmap, or
 * '' (the page then shows its default). A referenced PDF or EPS has no picture to show; a file
 * that is not the quote client's is never read; an old stored value is checked again by content.
 */
export async function logoImageOf(ctx: AppContext, logo: string | null, ownerId: number): Promise<string> {
  const text = (logo ?? '').trim();
  if (!text) return '';
  const id = fileIdOfReference(text);
  if (id === null) {
    try {
      return checkedLogo(text);
    } catch {
      return '';
    }
  }
  const [file] = await ctx.db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.ownerId, ownerId)));
  if (!file || !BITMAPS.has(file.sniffedType)) return '';
  const stream = await ctx.storage.get(file.storageKey);
  if (!stream) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  const bytes = Buffer.concat(chunks);
  const type = logoImageType(bytes);
  return type ? `data:${type};base64,${bytes.toString('base64')}` : '';
}
