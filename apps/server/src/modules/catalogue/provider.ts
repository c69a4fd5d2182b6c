import { badRequest } from '../../lib/http-error.ts';
import { type CatalogueKey, resolveCatalogueKey } from './keys.ts';
import { CATALOGUE_MESSAGES } from './messages.ts';
import type { UploadRecord } from './uploads.repo.ts';

/** The provider an upload call names; none is 'Select provider!' (accounts spec 5). */
export function requireProvider(raw: string | undefined): CatalogueKey {
  if (!raw?.trim()) throw badRequest(CATALOGUE_MESSAGES.selectProvider);
  return resolveCatalogueKey(raw);
}

export const uploadInfoOf = (u: UploadRecord) => ({
  id: u.id,
  file_name: u.fileName,
  total: u.rowCount,
  uploaded_at: u.createdAt.toISOString(),
  applied_at: u.appliedAt ? u.appliedAt.toISOString() : null,
});

export const pageOf = <T>(items: T[], page: number, size: number): T[] =>
  items.slice((page - 1) * size, page * size);
