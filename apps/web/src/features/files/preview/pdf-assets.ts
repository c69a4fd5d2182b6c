/**
 * Where the built app keeps pdfjs's data files: the standard fonts a PDF names without embedding
 * them (Helvetica, Times, Symbol, …) and the CMaps of CJK text. vite.config.ts copies the
 * folders out of pdfjs-dist into this path, and pdf-document.ts points pdfjs at it, so both
 * arrive from our own origin and never from a content network. The version in the path lets the
 * server cache them for good like the rest of `assets/`, and a new pdfjs gets new files.
 */
export const PDFJS_DATA_FOLDERS = ['standard_fonts', 'cmaps'] as const;

export type PdfjsDataFolder = (typeof PDFJS_DATA_FOLDERS)[number];

/** The folder's path under the app's root, with the trailing slash pdfjs requires. */
export const pdfjsDataPath = (version: string, folder: PdfjsDataFolder): string =>
  `assets/pdfjs-${version}/${folder}/`;
