import { badRequest, HttpError } from '../../lib/http-error.ts';
import { encodingOf, readCsvRows } from './read-csv-rows.ts';
import { type RowSink, readXlsxRows } from './read-xlsx-rows.ts';
import {
  isBlank,
  MAX_UPLOAD_BYTES,
  type SupplierRow,
  type SupplierRowReader,
  supplierRowReader,
} from './supplier-rows.ts';

/**
 * A supplier file to product rows. The kind is read from the content, not trusted from the
 * name: a zip with a workbook inside is XLSX, readable text is CSV, anything else is refused.
 * Rows are read as a stream and checked as they come, so the row cap and the first bad row
 * stop the read there (docs/decisions/031, 075).
 */

export type FileKind = 'csv' | 'xlsx';

const isZip = (data: Buffer) => data.length > 4 && data.readUInt32BE(0) === 0x504b0304;

/** Whether the start of the file is text: no control characters but tab, CR and LF. */
function looksLikeText(data: Buffer): boolean {
  const probe = new TextDecoder(encodingOf(data)).decode(data.subarray(0, 65_536));
  // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for binary content on purpose
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(probe) && !probe.startsWith('%PDF');
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
  if (!looksLikeText(data)) throw notSupported;
  return 'csv';
}

/** Checks size and kind, then reads the rows; every refusal names the file (and row, column). */
export async function parseSupplierFile(fileName: string, data: Buffer): Promise<SupplierRow[]> {
  if (data.length === 0) throw badRequest(`${fileName} is empty.`);
  if (data.length > MAX_UPLOAD_BYTES) {
    throw new HttpError(413, `${fileName} is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);
  }
  const kind = sniffKind(fileName, data);
  let reader: SupplierRowReader | null = null;
  // The first row with something in it names the columns; in a sheet it must be row 1.
  const onRow: RowSink = (row, cells) => {
    if (reader) return reader.add(row, cells);
    if (isBlank(cells)) return;
    if (kind === 'xlsx' && row !== 1) throw badRequest(`${fileName}: row 1 must name the columns.`);
    reader = supplierRowReader(fileName, cells);
  };
  await (kind === 'xlsx' ? readXlsxRows(fileName, data, onRow) : readCsvRows(fileName, data, onRow));
  if (!reader) throw badRequest(`${fileName} is empty.`);
  return (reader as SupplierRowReader).finish();
}
