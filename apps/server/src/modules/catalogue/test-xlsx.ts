import { crc32, createDeflateRaw } from 'node:zlib';

/**
 * Writes a minimal XLSX (one sheet, cells inline) from rows produced one at a time, so tests and
 * the bench can make files of millions of rows, or parts that unpack hugely, without holding
 * them unpacked. `sheetXml` replaces the sheet's rows with any text (for broken or bomb files).
 */

type Cell = string | number;
type Part = { name: string; packed: Buffer; crc: number; size: number };

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A cell as Excel writes it, with its reference (up to column Z). */
const cellXml = (cell: Cell, column: number, row: number): string => {
  const ref = `${String.fromCharCode(65 + column)}${row}`;
  return typeof cell === 'number'
    ? `<c r="${ref}"><v>${cell}</v></c>`
    : `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(cell)}</t></is></c>`;
};

/** Deflates text pieces as they come, keeping only the packed bytes. */
async function packPart(name: string, pieces: Iterable<string>, level = 9): Promise<Part> {
  const deflate = createDeflateRaw({ level });
  const packed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => packed.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let crc = 0;
  let size = 0;
  let batch = '';
  const flush = async () => {
    const bytes = Buffer.from(batch);
    batch = '';
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await new Promise((r) => deflate.once('drain', r));
  };
  for (const piece of pieces) {
    batch += piece;
    if (batch.length > 1 << 20) await flush();
  }
  await flush();
  deflate.end();
  await done;
  return { name, packed: Buffer.concat(packed), crc, size };
}

function zip(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(p.crc >>> 0, 14);
    local.writeUInt32LE(p.packed.length, 18);
    local.writeUInt32LE(p.size >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(p.crc >>> 0, 16);
    central.writeUInt32LE(p.packed.length, 20);
    central.writeUInt32LE(p.size >>> 0, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, p.packed);
    centrals.push(central, name);
    offset += 30 + name.length + p.packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '</Types>';
const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>';
const WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>' +
  '<sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>';
const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
  '</Relationships>';

export async function xlsxFile(
  rows: Iterable<Cell[]>,
  options: { sheetXml?: Iterable<string>; level?: number } = {},
): Promise<Buffer> {
  const { sheetXml, level = 9 } = options;
  const body =
    sheetXml ??
    (function* () {
      let r = 0;
      for (const row of rows) {
        r += 1;
        yield `<row r="${r}">${row.map((cell, c) => cellXml(cell, c, r)).join('')}</row>`;
      }
    })();
  const sheet = (function* () {
    yield '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
    yield* body;
    yield '</sheetData></worksheet>';
  })();
  return zip([
    await packPart('[Content_Types].xml', [CONTENT_TYPES]),
    await packPart('_rels/.rels', [ROOT_RELS]),
    await packPart('xl/workbook.xml', [WORKBOOK]),
    await packPart('xl/_rels/workbook.xml.rels', [WORKBOOK_RELS]),
    await packPart('xl/worksheets/sheet1.xml', sheet, level),
  ]);
}

/** Product rows numbered from 1: a header, then `count` distinct SKUs of one supplier. */
export function* productRows(count: number, supplier = 'JS'): Generator<Cell[]> {
  yield ['code', 'cost', 'price', 'supplier', 'size', 'colour', 'sku'];
  for (let i = 1; i <= count; i += 1) yield [`B${i}`, 4.5, 11, supplier, 'M', 'Navy', `B${i}-NAV-M`];
}
