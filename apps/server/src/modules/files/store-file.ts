import { createHash } from 'node:crypto';
import { CONTENT_TYPES, type FileKind, type SniffedType, safeFileName } from '@portal/domain/files';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { newStorageKey } from '../../storage/storage-key.ts';
import { checkArtwork } from './check-artwork.ts';
import type { StoredFileRow, StoredKind } from './files.repo.ts';

export type Upload = {
  bytes: Uint8Array | undefined;
  /** The name the browser sent; only a cleaned copy is ever used. */
  name: string | undefined;
};

type Placement = {
  kind: StoredKind;
  /** Which allowlist applies (decisions/090). */
  checkAs: FileKind;
  ownerId: number;
  uploadedBy: number | null;
  adminFile?: boolean;
  quoteId?: number;
};

/** An upload checked and put in storage, not yet recorded: record it, or discard it. */
export type StagedFile = {
  record: (tx: Tx, placement: Omit<Placement, 'checkAs'>) => Promise<StoredFileRow>;
  discard: () => Promise<void>;
};

/** What the browser called the file, without control characters, for the record only. */
const originalNameOf = (name: string | undefined) => (name ?? '').replace(/\p{Cc}/gu, '').slice(0, 255);

/**
 * Checks an upload by content and puts its bytes in storage under a generated key. Its record
 * is written in the caller's transaction, so a refusal there leaves no row; the caller discards
 * the object when that transaction fails, so storage holds nothing no record names.
 */
export async function stageFile(ctx: AppContext, upload: Upload, checkAs: FileKind): Promise<StagedFile> {
  const type: SniffedType = checkArtwork(upload.bytes, checkAs);
  const bytes = upload.bytes as Uint8Array;
  const key = newStorageKey();
  const contentType = CONTENT_TYPES[type];
  await ctx.storage.put(key, bytes, contentType);
  return {
    record: async (tx, placement) => {
      const [row] = await tx
        .insert(storedFiles)
        .values({
          ownerId: placement.ownerId,
          kind: placement.kind,
          fileName: safeFileName(upload.name, type),
          originalName: originalNameOf(upload.name),
          size: bytes.byteLength,
          contentType,
          sniffedType: type,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          storageKey: key,
          uploadedBy: placement.uploadedBy,
          adminFile: placement.adminFile ?? false,
          quoteId: placement.quoteId ?? null,
        })
        .returning();
      if (!row) throw new Error('stored file row not returned');
      return row;
    },
    discard: () => ctx.storage.delete(key),
  };
}

/**
 * Checks an upload by content, puts its bytes in storage under a generated key and records it,
 * with `more` writing the kind's own rows in the same transaction. If the record cannot be
 * written the object is removed again, so storage holds nothing no record names.
 */
export async function storeFile(
  ctx: AppContext,
  upload: Upload,
  placement: Placement,
  more?: (tx: Tx, row: StoredFileRow) => Promise<void>,
): Promise<StoredFileRow> {
  const staged = await stageFile(ctx, upload, placement.checkAs);
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await staged.record(tx, placement);
      await more?.(tx, row);
      return row;
    });
  } catch (error) {
    await staged.discard();
    throw error;
  }
}
