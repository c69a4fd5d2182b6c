import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.ts';
import { readCsvRows } from './read-csv-rows.ts';

const rowsOf = async (text: string) => {
  const rows: Array<[number, string[]]> = [];
  await readCsvRows('prices.csv', Buffer.from(text), (line, record) => rows.push([line, record]));
  return rows;
};

describe('reading a supplier CSV', () => {
  it('hands over each row with its line, whatever the separator', async () => {
    expect(await rowsOf('code;price\nA1;12.50\n')).toEqual([
      [1, ['code', 'price']],
      [2, ['A1', '12.50']],
    ]);
  });

  it('refuses a file that is not CSV with the file, the row and the reason', async () => {
    const refusal = await rowsOf('code,name\nA1,"Polo\nA2,Shirt"x\n').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).statusCode).toBe(400);
    expect((refusal as HttpError).message).toMatch(
      /^prices\.csv, row \d+: the file could not be read as CSV \(.+\)\.$/,
    );
  });
});
