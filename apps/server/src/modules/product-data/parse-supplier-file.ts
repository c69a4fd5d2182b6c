import { CsvError, parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_ROWS, readSupplierRows, type SupplierRow } from './supplier-rows.ts';

/**
 * A supplier file to product rows. The kind is read from the content, not trusted from the
 * name: a zip with a workbook inside is XLSX, readable text is CSV, anything else is refused.
 */

export type FileKind = 'csv' | 'xlsx';

const isZip = (data: Buffer) => data.length > 4 && data.readUInt32BE(0) === 0x504b0304;

/** Text with no control characters but tab, CR and LF: UTF-8, or failing that Windows-1252. */
function readText(data: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    text = new TextDecoder('windows-1252').decode(data);
  }
  const probe = text.slice(0, 65_536);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for binary content on purpose
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(probe) || probe.startsWith('%PDF')) return null;
  return text.replace(/^\uFEFF/, '');
}

export function sniffKind(fileName: string, data: Buffer): FileKind {
  const notSupported = badRequest(
    `${fileName} is not a CSV or XLSX file. Save it as .csv or .xlsx and upload it again.`,
  );
  if (isZip(data)) {
    // An XLSX names its workbook part near the start of the zip.
    if (data.includes('xl/')) return 'xlsx';
    throw notSupported;
  }
  if (readText(data) === null) throw notSupported;
  return 'csv';
}

/** The separator of the header line: the most frequent of comma, semicolon and tab. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => ({ d, n: firstLine.split(d).length }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0]?.d ?? ',';
}

function parseCsv(fileName: string, data: Buffer): SupplierRow[] {
  const text = readText(data) ?? '';
  if (text.trim() === '') throw badRequest(`${fileName} is empty.`);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      to_line: MAX_UPLOAD_ROWS + 2,
    });
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw badRequest(
        `${fileName}${line ? `, row ${line}` : ''}: the file could not be read as CSV (${error.message}).`,
      );
    }
    throw error;
  }
  const [header, ...body] = records;
  if (!header) throw badRequest(`${fileName} is empty.`);
  if (body.length > MAX_UPLOAD_ROWS) {
    throw badRequest(`${fileName} has more than ${MAX_UPLOAD_ROWS.toLocaleString('en-AU')} product rows.`);
  }
  return readSupplierRows(
    fileName,
    header,
    body.map((cells, i) => ({ row: i + 2, cells })),
  );
}

/** A cell's text as the spreadsheet shows it: formulas by their result, rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return cellText((value.result ?? '') as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return '';
}

async function parseXlsx(fileName: string, data: Buffer): Promise<SupplierRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw badRequest(`${fileName} is not a CSV or XLSX file. Save it as .csv or .xlsx and upload it again.`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.actualRowCount === 0) throw badRequest(`${fileName} is empty.`);
  if (sheet.rowCount > MAX_UPLOAD_ROWS + 1) {
    throw badRequest(`${fileName} has more than ${MAX_UPLOAD_ROWS.toLocaleString('en-AU')} product rows.`);
  }
  const rows: { row: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = row.values as ExcelJS.CellValue[];
    // row.values is 1-based: index 0 is empty.
    rows.push({ row: rowNumber, cells: Array.from(values.slice(1), (v) => cellText(v)) });
  });
  const [header, ...body] = rows;
  if (!header) throw badRequest(`${fileName} is empty.`);
  if (header.row !== 1) throw badRequest(`${fileName}: row 1 must name the columns.`);
  return readSupplierRows(fileName, header.cells, body);
}

/** Checks size and kind, then reads the rows; every refusal names the file (and row, column). */
export async function parseSupplierFile(fileName: string, data: Buffer): Promise<SupplierRow[]> {
  if (data.length === 0) throw badRequest(`${fileName} is empty.`);
  if (data.length > MAX_UPLOAD_BYTES) {
    throw new HttpError(413, `${fileName} is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);
  }
  return sniffKind(fileName, data) === 'xlsx' ? parseXlsx(fileName, data) : parseCsv(fileName, data);
}
