import { SETTINGS_MESSAGES } from '@portal/domain/business-settings';
import {
  ALLOWED_TYPES,
  ARTWORK_MAX_BYTES,
  FILE_MESSAGES,
  type FileKind,
  type SniffedType,
  sniffFile,
} from '@portal/domain/files';
import { badRequest } from '../../lib/http-error.ts';

/** The refusal for a type a kind does not take, in the words of that page. */
const WRONG_TYPE: Record<FileKind, string> = {
  brand: FILE_MESSAGES.logoTypes,
  asset: FILE_MESSAGES.logoTypes,
  visual: FILE_MESSAGES.visualTypes,
  production_emb: FILE_MESSAGES.embroideryTypes,
  production_other: FILE_MESSAGES.productionTypes,
  styleguide: FILE_MESSAGES.styleGuideTypes,
  memo: FILE_MESSAGES.memoTypes,
  business_logo: SETTINGS_MESSAGES.logoTypes,
  purchase_order: FILE_MESSAGES.purchaseOrderTypes,
  proof: FILE_MESSAGES.proofTypes,
};

/**
 * Judges an upload by its content (decisions/090): present, within 25 MB, a whole file of a
 * type this kind takes. Any refusal is a 400 in the user's words, before anything is stored.
 */
export function checkArtwork(bytes: Uint8Array | undefined, kind: FileKind): SniffedType {
  if (!bytes) throw badRequest(FILE_MESSAGES.chooseFile);
  // The multipart limit stops larger files while they arrive; this holds for any other path.
  if (bytes.byteLength > ARTWORK_MAX_BYTES) throw badRequest(FILE_MESSAGES.tooLarge);
  const sniffed = sniffFile(bytes);
  if (!sniffed.ok) {
    if (sniffed.reason === 'empty') throw badRequest(FILE_MESSAGES.emptyFile);
    if (sniffed.reason === 'truncated') throw badRequest(FILE_MESSAGES.truncated);
    throw badRequest(WRONG_TYPE[kind]);
  }
  if (!ALLOWED_TYPES[kind].includes(sniffed.type)) throw badRequest(WRONG_TYPE[kind]);
  return sniffed.type;
}
