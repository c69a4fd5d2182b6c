/**
 * Artwork file kinds and what each accepts, judged by content (DESIGN: Security;
 * docs/decisions/090). The sniffed type, never the name or the browser's content type, decides.
 */

/** Artwork uploads are refused above this size (DESIGN: Security, "25 MB for artwork"). */
export const ARTWORK_MAX_BYTES = 25 * 1024 * 1024;

/** What the sniffer can recognise. */
export const SNIFFED_TYPES = ['pdf', 'eps', 'png', 'jpeg', 'gif', 'dst', 'pes'] as const;
export type SniffedType = (typeof SNIFFED_TYPES)[number];

/** The type a stored file is served with; never text/html or image/svg+xml. */
export const CONTENT_TYPES: Record<SniffedType, string> = {
  pdf: 'application/pdf',
  eps: 'application/postscript',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  dst: 'application/octet-stream',
  pes: 'application/octet-stream',
};

/** A file name's extension matching its sniffed content, used for the stored display name. */
export const EXTENSIONS: Record<SniffedType, string> = {
  pdf: 'pdf',
  eps: 'eps',
  png: 'png',
  jpeg: 'jpg',
  gif: 'gif',
  dst: 'dst',
  pes: 'pes',
};

export const PRODUCTION_TYPES = ['emb', 'screen_print', 'digital', 'vinyl'] as const;
export type ProductionType = (typeof PRODUCTION_TYPES)[number];

/**
 * Where a file is uploaded: logos (brand), the quote-level logo (asset), visuals, the
 * production files of each production type, and the production style guide.
 */
export type FileKind =
  | 'brand'
  | 'asset'
  | 'visual'
  | 'production_emb'
  | 'production_other'
  | 'styleguide'
  | 'memo'
  | 'business_logo'
  | 'purchase_order'
  | 'proof';

const VECTOR: SniffedType[] = ['eps', 'pdf'];
const BITMAP: SniffedType[] = ['jpeg', 'png', 'gif'];

/** The allowlist per kind (decisions/090). */
export const ALLOWED_TYPES: Record<FileKind, readonly SniffedType[]> = {
  // Logos: EPS or PDF for production; bitmaps as reference only (quote spec 2, Logos page).
  brand: [...VECTOR, ...BITMAP],
  asset: [...VECTOR, ...BITMAP],
  // Visuals are mock-ups to look at: bitmaps and PDF; EPS cannot be previewed (accounts spec 5).
  visual: [...BITMAP, 'pdf'],
  // Production files: EPS/PDF for the machines; embroidery also the two stitch formats sniffable.
  production_emb: [...VECTOR, 'dst', 'pes'],
  production_other: VECTOR,
  // The style guide is a document staff read: PDF, or an image of it.
  styleguide: ['pdf', ...BITMAP],
  // A file in the conversation log: a purchase order, a logo, a visual, a design.
  memo: SNIFFED_TYPES,
  // The business's own logo: shown in every page's header and in mails, so a bitmap.
  business_logo: ['png', 'jpeg'],
  // A purchase order given when accepting: the document, or a photo or scan of it.
  purchase_order: ['pdf', ...BITMAP],
  // An artwork proof is looked at on a phone: an image, or a PDF of the mock-up.
  proof: [...BITMAP, 'pdf'],
};

export const productionKindOf = (type: ProductionType): FileKind =>
  type === 'emb' ? 'production_emb' : 'production_other';

/** EPS and PDF are production-ready; bitmaps serve as reference only (spec 2.6 tooltip). */
export const isProductionReady = (type: SniffedType): boolean =>
  type !== 'png' && type !== 'jpeg' && type !== 'gif';

/**
 * A file chooser's filter for a kind (`.eps,.pdf,…`), from its allowlist. It only narrows the
 * chooser: the server still judges the file by its content.
 */
export const acceptOf = (kind: FileKind): string =>
  ALLOWED_TYPES[kind]
    .flatMap((type) => (type === 'jpeg' ? ['.jpg', '.jpeg'] : [`.${EXTENSIONS[type]}`]))
    .join(',');
