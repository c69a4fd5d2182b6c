import { badRequest } from '../../lib/http-error.ts';
import { attr, decodeEntities, scanXml, XmlError, type XmlHandler } from './xml-scanner.ts';
import {
  InflateLimitError,
  type InflateLimits,
  inflateEntry,
  type ZipEntry,
  ZipError,
  zipEntries,
} from './zip-entries.ts';

/**
 * The rows of an XLSX's first sheet, handed over one by one as the sheet unpacks: cells as the
 * spreadsheet shows them (formulas by their cached result, rich text joined, shared strings
 * looked up). Nothing but the shared strings is kept; a part that unpacks past its limits, a
 * text too long, or a broken zip is refused with a message naming the file
 * (docs/decisions/075).
 */

export type RowSink = (row: number, cells: string[]) => void;

const MB = 1024 * 1024;
/** About 1,200 bytes a row for 200,000 rows: far more than 11 columns need. */
const SHEET_LIMITS: InflateLimits = { maxBytes: 256 * MB, maxRatio: 100, ratioFrom: 16 * MB };
const STRINGS_LIMITS: InflateLimits = { maxBytes: 64 * MB, maxRatio: 100, ratioFrom: 16 * MB };
const SMALL_PART_LIMITS: InflateLimits = { maxBytes: 8 * MB, maxRatio: 1000, ratioFrom: MB };
const MAX_SHARED_STRINGS = 1_000_000;
/** Excel holds up to 32,767 characters in a cell. */
const MAX_CELL_CHARS = 32_767;

const notXlsx = (fileName: string) =>
  badRequest(`${fileName} is not a CSV or XLSX file. Save it as .csv or .xlsx and upload it again.`);

/** Column letters of a cell reference (`AB12`) to a 0-based index; -1 if there are none. */
function columnOf(ref: string | undefined): number {
  if (!ref) return -1;
  let index = 0;
  let i = 0;
  for (; i < ref.length; i += 1) {
    const c = ref.charCodeAt(i) | 32;
    if (c < 97 || c > 122) break;
    index = index * 26 + (c - 96);
  }
  return i === 0 ? -1 : index - 1;
}

/** The zip path a relationship target in `xl/` points to. */
const partPath = (target: string): string =>
  target.startsWith('/') ? target.slice(1) : `xl/${target}`.replace(/[^/]+\/\.\.\//g, '');

type Reader = { data: Buffer; entries: Map<string, ZipEntry>; fileName: string };

async function readPart(reader: Reader, path: string, limits: InflateLimits, handler: XmlHandler) {
  const entry = reader.entries.get(path);
  if (!entry) throw notXlsx(reader.fileName);
  await scanXml(inflateEntry(reader.data, entry, limits), handler);
}

/** The first sheet's part and the shared strings' part, from the workbook and its relations. */
async function locateParts(reader: Reader): Promise<{ sheet: string; strings: string | null }> {
  let firstSheetRel: string | undefined;
  await readPart(reader, 'xl/workbook.xml', SMALL_PART_LIMITS, {
    open(name, attrs) {
      if (name === 'sheet' && firstSheetRel === undefined) firstSheetRel = attr(attrs, 'id') ?? '';
    },
    close() {},
    text() {},
  });
  const targets = new Map<string, string>();
  let strings: string | null = null;
  if (reader.entries.has('xl/_rels/workbook.xml.rels')) {
    await readPart(reader, 'xl/_rels/workbook.xml.rels', SMALL_PART_LIMITS, {
      open(name, attrs) {
        if (name !== 'Relationship') return;
        const target = attr(attrs, 'Target');
        if (!target) return;
        targets.set(attr(attrs, 'Id') ?? '', partPath(target));
        if (attr(attrs, 'Type')?.endsWith('/sharedStrings')) strings = partPath(target);
      },
      close() {},
      text() {},
    });
  }
  if (strings === null && reader.entries.has('xl/sharedStrings.xml')) strings = 'xl/sharedStrings.xml';
  const sheet = (firstSheetRel && targets.get(firstSheetRel)) || 'xl/worksheets/sheet1.xml';
  return { sheet, strings };
}

/** The texts of `<t>` inside the element being read, leaving out phonetic runs (`rPh`). */
function textCollector() {
  let inT = false;
  let inPhonetic = false;
  let text = '';
  return {
    reset() {
      text = '';
    },
    get text() {
      return text;
    },
    open(name: string, selfClosing: boolean) {
      if (name === 't' && !selfClosing && !inPhonetic) inT = true;
      else if (name === 'rPh' && !selfClosing) inPhonetic = true;
    },
    close(name: string) {
      if (name === 't') inT = false;
      else if (name === 'rPh') inPhonetic = false;
    },
    add(raw: string, cdata: boolean) {
      if (inT) text += cdata ? raw : decodeEntities(raw);
    },
  };
}

async function readSharedStrings(reader: Reader, path: string): Promise<string[]> {
  const strings: string[] = [];
  const collector = textCollector();
  await readPart(reader, path, STRINGS_LIMITS, {
    open(name, _attrs, selfClosing) {
      if (name === 'si') {
        collector.reset();
        if (selfClosing) strings.push('');
      } else collector.open(name, selfClosing);
    },
    close(name) {
      if (name !== 'si') return collector.close(name);
      if (strings.length >= MAX_SHARED_STRINGS) throw new InflateLimitError('too many strings');
      strings.push(detach(collector.text.slice(0, MAX_CELL_CHARS)));
    },
    text: (raw, cdata) => collector.add(raw, cdata),
  });
  return strings;
}

/**
 * A copy of a text cut from a chunk: V8 keeps the whole chunk alive behind a slice of 13
 * characters or more, and kept cells would otherwise hold every chunk of the sheet.
 */
const detach = (text: string): string => (text.length < 13 ? text : Buffer.from(text).toString());

/** A cell's text as the spreadsheet shows it, by its type. */
function cellText(type: string, value: string, inline: string, strings: string[]): string {
  switch (type) {
    case 's':
      return strings[Number(value)] ?? '';
    case 'inlineStr':
      return inline;
    case 'b':
      return value === '1' ? 'true' : value === '0' ? 'false' : value;
    case 'd':
      return value.slice(0, 10);
    case 'str':
    case 'e':
      return value;
    default: {
      // Numbers as JavaScript writes them, so 12.000000000000002 stays as Excel shows 12.
      const n = Number(value);
      return value.trim() !== '' && Number.isFinite(n) ? String(n) : value;
    }
  }
}

async function readSheet(reader: Reader, path: string, strings: string[], onRow: RowSink): Promise<void> {
  let rowNumber = 0;
  let cells: string[] = [];
  let column = -1;
  let type = 'n';
  let value = '';
  let inValue = false;
  let inCell = false;
  const inline = textCollector();
  const tooLong = () =>
    badRequest(
      `${reader.fileName}, row ${rowNumber}: a cell holds more than ${MAX_CELL_CHARS.toLocaleString('en-AU')} characters.`,
    );
  await readPart(reader, path, SHEET_LIMITS, {
    open(name, attrs, selfClosing) {
      if (name === 'row') {
        const r = Number(attr(attrs, 'r'));
        rowNumber = Number.isInteger(r) && r > rowNumber ? r : rowNumber + 1;
        cells = [];
        column = -1;
        if (selfClosing) onRow(rowNumber, cells);
      } else if (name === 'c') {
        const at = columnOf(attr(attrs, 'r'));
        column = at >= 0 ? at : column + 1;
        type = attr(attrs, 't') ?? 'n';
        value = '';
        inline.reset();
        inCell = !selfClosing;
      } else if (inCell) {
        if (name === 'v' && !selfClosing) inValue = true;
        else inline.open(name, selfClosing);
      }
    },
    close(name) {
      if (name === 'row') onRow(rowNumber, cells);
      else if (name === 'c') {
        inCell = false;
        const text = cellText(type, value, inline.text, strings);
        if (text !== '') cells[column] = type === 's' ? text : detach(text);
      } else if (name === 'v') inValue = false;
      else if (inCell) inline.close(name);
    },
    text(raw, cdata) {
      if (!inCell) return;
      if (inValue) value += cdata ? raw : decodeEntities(raw);
      else inline.add(raw, cdata);
      if (value.length > MAX_CELL_CHARS || inline.text.length > MAX_CELL_CHARS) throw tooLong();
    },
  });
}

/** Reads the first sheet row by row into `onRow`; refusals name the file. */
export async function readXlsxRows(fileName: string, data: Buffer, onRow: RowSink): Promise<void> {
  try {
    const reader: Reader = { data, entries: zipEntries(data), fileName };
    const { sheet, strings } = await locateParts(reader);
    const shared = strings ? await readSharedStrings(reader, strings) : [];
    await readSheet(reader, sheet, shared, onRow);
  } catch (error) {
    if (error instanceof InflateLimitError) {
      throw badRequest(
        `${fileName} unpacks to far more data than a supplier file holds. Check that it is the right file, or save it as CSV.`,
      );
    }
    if (error instanceof ZipError || error instanceof XmlError || isZlibError(error)) throw notXlsx(fileName);
    throw error;
  }
}

/** zlib's errors on a broken deflate stream carry a code such as Z_DATA_ERROR. */
const isZlibError = (error: unknown): boolean =>
  error instanceof Error && String((error as Error & { code?: unknown }).code ?? '').startsWith('Z_');
