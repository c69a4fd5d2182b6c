import { createHash } from 'node:crypto';
import type { UploadDiff } from './upload-diff.ts';

/**
 * The confirmation of one staged diff: a digest of the waiting upload's id and of every row
 * of the three lists GET /uploadproducts/index shows. Accepting recomputes it under the
 * catalogue's lock and refuses when it differs, so an accept applies exactly the lists that
 * were reviewed, and a table that would delete other products than those shown deletes
 * nothing (docs/decisions/076).
 */
export function stageToken(uploadId: number, diff: UploadDiff): string {
  const hash = createHash('sha256').update(`upload ${uploadId}\n`);
  for (const [name, list] of [
    ['delete', diff.deleteProducts],
    ['new', diff.newProducts],
    ['update', diff.updateProducts],
  ] as const) {
    hash.update(`${name} ${list.length}\n`);
    for (const row of list) hash.update(`${JSON.stringify(row)}\n`);
  }
  return hash.digest('base64url');
}
