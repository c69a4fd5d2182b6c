import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findReachableFile, type StoredKind } from './files.repo.ts';
import { removeFile } from './remove-file.ts';

/**
 * POST /brands/delete/{id}, /visuals/delete/{id}, /productions/delete/{id}: one of the page's
 * files the caller may reach (404 otherwise), its record and its object.
 */
export async function deleteFileOfKind(
  ctx: AppContext,
  caller: AuthUser,
  id: number,
  kind: StoredKind,
  message: string,
): Promise<string> {
  const row = await findReachableFile(ctx.db, caller, id, kind);
  await removeFile(ctx, row);
  return message;
}
