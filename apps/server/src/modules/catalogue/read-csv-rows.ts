import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { badRequest } from '../../lib/http-error.ts';
import { timeSlicer } from './event-loop.ts';
import type { RowSink } from './read-xlsx-rows.ts';

/**
 * The rows of a CSV file, handed over one by one as the text is decoded and parsed in slices
 * (UTF-8, or failing that Windows-1252; comma, semicolon or tab). Nothing is kept but the row
 * being read; a record longer than 1 MB is refused (docs/decisions/075).
 */

const SLICE = 64 * 1024;
const MAX_RECORD_CHARS = 1024 * 1024;

export const encodingOf = (data: Buffer): string => (isUtf8(data) ? 'utf-8' : 'windows-1252');

/** The separator of the header line: the most frequent of comma, semicolon and tab. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => ({ d, n: firstLine.split(d).length }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0]?.d ?? ',';
}

/** The decoded text, a slice at a time (a BOM is dropped). */
function* textSlices(data: Buffer, encoding: string): Generator<string> {
  const decoder = new TextDecoder(encoding);
  for (let i = 0; i < data.length; i += SLICE) {
    yield decoder.decode(data.subarray(i, i + SLICE), { stream: true });
  }
  yield decoder.decode();
}

export async function readCsvRows(fileName: string, data: Buffer, onRow: RowSink): Promise<void> {
  // Loaded with the first import, not at start (decisions/163).
  const { CsvError, parse } = await import('csv-parse');
  const encoding = encodingOf(data);
  const head = new TextDecoder(encoding).decode(data.subarray(0, SLICE)).replace(/^\uFEFF/, '');
  const parser = Readable.from(textSlices(data, encoding)).pipe(
    parse({
      delimiter: delimiterOf(head),
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: MAX_RECORD_CHARS,
      info: true,
    }),
  );
  const pause = timeSlicer();
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      onRow(info.lines, record);
      await pause();
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as InstanceType<typeof CsvError> & { lines?: number }).lines;
      throw badRequest(
        `${fileName}${line ? `, row ${line}` : ''}: the file could not be read as CSV (${error.message}).`,
      );
    }
    throw error;
  } finally {
    parser.destroy();
  }
}
