import { PNG_1PX } from '../companies/test-helpers.ts';

/**
 * Real small artwork files as bytes and a hostile corpus. Each is a
 * whole, valid file of its type unless its name says otherwise.
 */

export const PNG = PNG_1PX;

/** A 1×1 arithmetic-coded baseline JPEG (134 bytes) that libjpeg decodes. */
export const JPEG = Buffer.from(
  'FFD8FFE000104A46494600010101004800480000FFDB004300030202020202030202020303030304060404040404' +
    '080606050609080A0A090809090A0C0F0C0A0B0E0B09090D110D0E0F101011100A0C12131210130F101010FFC9000B08' +
    '0001000101011100FFCC000600101005FFDA0008010100003F00D2CF20FFD9',
  'hex',
);

/** The classic 1×1 transparent GIF89a. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A PDF built from its objects with a correct cross-reference table. */
export function pdfOf(objects: string[]): Buffer {
  let text = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(text, 'latin1'));
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text, 'latin1');
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

const pageStream = (words: string) => {
  const stream = `BT /F1 24 Tf 72 720 Td (${words}) Tj ET`;
  return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
};

/** Two pages, each with a line of text. */
export const PDF_TWO_PAGES = pdfOf([
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R /Resources << /Font << /F1 7 0 R >> >> >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 6 0 R /Resources << /Font << /F1 7 0 R >> >> >>',
  pageStream('Page one'),
  pageStream('Page two'),
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
]);

/** A PDF that runs JavaScript when opened: stored inert, served only as an attachment. */
export const PDF_WITH_JAVASCRIPT = pdfOf([
  '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  "<< /Type /Action /S /JavaScript /JS (app.alert('pwned');) >>",
]);

/** A small Encapsulated PostScript logo. */
export const EPS = Buffer.from(
  '%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 20 20\n%%Title: logo\n%%EndComments\n' +
    'newpath 0 0 moveto 20 20 lineto 0 20 lineto closepath fill\nshowpage\n%%EOF\n',
  'latin1',
);

/** The same EPS inside a DOS EPS binary header (C5 D0 D3 C6), as Illustrator writes it. */
export const DOS_EPS = (() => {
  const header = Buffer.alloc(30);
  Buffer.from([0xc5, 0xd0, 0xd3, 0xc6]).copy(header, 0);
  header.writeUInt32LE(30, 4);
  header.writeUInt32LE(EPS.length, 8);
  header.writeUInt16LE(0xffff, 28);
  return Buffer.concat([header, EPS]);
})();

/** A Tajima DST embroidery design: 512-byte header, three stitches, end of design. */
export const DST = (() => {
  const header = Buffer.alloc(512, 0x20);
  Buffer.from(
    'LA:LOGO            \rST:      3\rCO:  0\r+X:   10\r-X:    0\r+Y:   10\r-Y:    0\r',
    'latin1',
  ).copy(header);
  header[511] = 0x1a;
  return Buffer.concat([header, Buffer.from([0x01, 0x01, 0x03, 0x02, 0x02, 0x03, 0x00, 0x00, 0xf3])]);
})();

export const HOSTILE = {
  htmlAsPng: Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
  svgWithScript: Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
  ),
  /** An EPS named .png: a real file, refused where EPS is not taken (visuals). */
  epsAsPng: EPS,
  /** The two-page PDF cut in half. */
  truncatedPdf: PDF_TWO_PAGES.subarray(0, Math.floor(PDF_TWO_PAGES.length / 2)),
  /** A PNG without its end. */
  truncatedPng: PNG_1PX.subarray(0, PNG_1PX.length - 12),
  empty: Buffer.alloc(0),
};
