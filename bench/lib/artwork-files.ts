import { createHash } from 'node:crypto';
import { pdfOf } from '../../apps/server/src/modules/files/test-files.ts';

/**
 * Real PDFs for the artwork benches, built object by object with a correct cross-reference
 * table (the server's own test fixtures' builder), and the upload and download calls they make.
 */

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** A PDF string literal: backslashes and parentheses escaped. */
const literal = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

const stream = (dict: string, body: string) =>
  `<< ${dict} /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`;

/** Helvetica, one of the fonts every PDF reader has without it being embedded. */
const HELVETICA = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';

/**
 * A one-page PDF of exactly `bytes` bytes, as an artwork file of that size is: a page-sized
 * uncompressed RGB picture (a colour gradient) with a caption under it. The content stream ends
 * with a PDF comment that pads the file to the byte.
 */
export function pdfOfSize(bytes: number): { pdf: Buffer; width: number; height: number } {
  const width = 3000;
  // Leave room for the objects, the cross-reference table and the caption.
  const height = Math.floor((bytes - 4096) / (width * 3));
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.floor((x * 255) / width);
      pixels[at + 1] = Math.floor((y * 255) / height);
      pixels[at + 2] = (x ^ y) & 0xff;
    }
  const image = stream(
    `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8`,
    pixels.toString('latin1'),
  );
  // Drawn as large as fits in 540 × 640 pt at the top of the page, the caption below it.
  const drawW = Math.min(540, Math.round((640 * width) / height));
  const drawH = Math.round((drawW * height) / width);
  const build = (padding: number) => {
    const content =
      `q ${drawW} 0 0 ${drawH} 36 ${756 - drawH} cm /Im1 Do Q\n` +
      `BT /F1 14 Tf 36 ${730 - drawH} Td ${literal(`Artwork bench: ${width} x ${height} RGB picture`)} Tj ET\n` +
      `%${'x'.repeat(padding)}`;
    return pdfOf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R ' +
        '/Resources << /Font << /F1 5 0 R >> /XObject << /Im1 6 0 R >> >> >>',
      stream('', content),
      HELVETICA,
      image,
    ]);
  };
  // The padding's own length can change the digits of /Length: settle in a few rounds.
  let padding = 0;
  for (let round = 0; round < 5; round += 1) {
    const pdf = build(padding);
    if (pdf.length === bytes) return { pdf, width, height };
    padding += bytes - pdf.length;
    if (padding < 0) throw new Error(`a PDF of ${bytes} bytes is too small for its picture`);
  }
  throw new Error(`could not make a PDF of exactly ${bytes} bytes`);
}

/**
 * A PDF of `pages` US Letter pages, each a page of a brand guide: a heading and four lines of
 * text in Helvetica, each line after a tick in ZapfDingbats. Neither font is embedded, as in
 * many PDFs: the reader brings them, and pdfjs fetches ZapfDingbats' data whatever fonts the
 * system has (its standard fonts, apps/web/src/features/files/preview/pdf-assets.ts).
 */
export function textPdf(pages: number): Buffer {
  const pageIds = Array.from({ length: pages }, (_, i) => 5 + i * 2);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`,
    HELVETICA,
    '<< /Type /Font /Subtype /Type1 /BaseFont /ZapfDingbats >>',
  ];
  for (let p = 1; p <= pages; p += 1) {
    const lines = [
      'Logo placement: left breast, 90 mm wide, centred 180 mm below the shoulder seam.',
      'Colours: navy PMS 2767 C on light garments, white on dark garments.',
      'Embroidery: 6,500 stitches at 90 mm; keep 5 mm clear space around the mark.',
      `Screen print: one colour, plastisol ink, section ${p}.`,
    ];
    const text = [
      `/F1 20 Tf ${literal(`Ironbark Workwear brand guide, page ${p} of ${pages}`)} Tj`,
      // "4" is ZapfDingbats' tick.
      ...lines.map((line) => `0 -28 Td /F2 12 Tf (4) Tj /F1 12 Tf ${literal(`  ${line}`)} Tj`),
    ].join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${(pageIds[p - 1] as number) + 1} 0 R ` +
        '/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>',
      stream('', `BT 72 720 Td\n${text}\nET`),
    );
  }
  return pdfOf(objects);
}

export type Uploaded = {
  status: number;
  ms: number;
  id: number | null;
  /** The name the portal lists it under (cleaned, decisions/090). */
  fileName: string | null;
  message: string;
};

/**
 * POST /api/brands/add as the Logos page sends it: a multipart form with the file in `brand`.
 * Timed from the request's start to its whole answer.
 */
export async function uploadLogo(
  baseUrl: string,
  token: string,
  userId: number,
  name: string,
  bytes: Uint8Array,
  type = 'application/pdf',
): Promise<Uploaded> {
  const form = new FormData();
  form.append('brand', new Blob([new Uint8Array(bytes)], { type }), name);
  const sent = performance.now();
  const res = await fetch(`${baseUrl}/api/brands/add?userid=${userId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const answer = (await res.json()) as {
    status: string;
    data: { message?: string; brand?: { id: number; file_name: string } };
  };
  const ms = performance.now() - sent;
  return {
    status: res.status,
    ms,
    id: answer.data?.brand?.id ?? null,
    fileName: answer.data?.brand?.file_name ?? null,
    message: typeof answer.data === 'string' ? answer.data : (answer.data?.message ?? ''),
  };
}

/** GET /api/files/{id}: the bytes, timed from the request's start to the last byte. */
export async function downloadFile(
  baseUrl: string,
  token: string,
  id: number,
): Promise<{ status: number; ms: number; bytes: Buffer }> {
  const sent = performance.now();
  const res = await fetch(`${baseUrl}/api/files/${id}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, ms: performance.now() - sent, bytes };
}
