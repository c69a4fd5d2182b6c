/**
 * Rendered quote PDFs, newest use last, dropped oldest first past a byte budget. Keys name the
 * quote, its version and a hash of the document drawn, so an edit, a revision or a renamed
 * contact makes a new key and an old PDF is never served for a changed quote. In memory: each
 * server process keeps its own, and a restart only costs a render (docs/decisions/094).
 */
export type PdfCache = { get: (key: string) => Buffer | undefined; set: (key: string, pdf: Buffer) => void };

export function pdfCache(maxBytes = 64 * 1024 * 1024): PdfCache {
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  return {
    get(key) {
      const pdf = entries.get(key);
      if (!pdf) return undefined;
      entries.delete(key);
      entries.set(key, pdf);
      return pdf;
    },
    set(key, pdf) {
      if (pdf.length > maxBytes) return;
      const old = entries.get(key);
      if (old) bytes -= old.length;
      entries.delete(key);
      entries.set(key, pdf);
      bytes += pdf.length;
      for (const [oldest, value] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= value.length;
      }
    },
  };
}
