import { describe, expect, it } from 'vitest';
import { type BidiLine, bidiLines, hasRightToLeft } from './bidi-lines.ts';

/** Every character 10 points wide, so where a line breaks and where a run sits is plain to see. */
const measure = (_face: string, text: string) => [...text].length * 10;
const lines = (text: string, width = 1000, more: { maxLines?: number; ellipsis?: string } = {}) =>
  bidiLines(text, { weight: 'regular', width, measure, ...more });
/** A line's runs from left to right as drawn: face and the text fontkit is given. */
const drawn = (line: BidiLine | undefined) => line?.pieces.map((piece) => [piece.face, piece.text]);

describe('bidirectional lines for the quote PDF', () => {
  it('tells text with right-to-left script from text without', () => {
    expect(hasRightToLeft('Uniform زي العمل 2026')).toBe(true);
    expect(hasRightToLeft('מדים לעובדים')).toBe(true);
    for (const text of ['Łódź Café', 'Đồng phục', 'Униформа', '东京餐厅', '서울', 'ชุดพนักงาน'])
      expect(hasRightToLeft(text)).toBe(false);
  });

  it('puts an Arabic phrase in a Latin line where the bidirectional algorithm puts it', () => {
    const [line] = lines('Uniform زي العمل 2026');
    // The number follows the Arabic it is typed after, so it stands to its left; the Arabic words
    // read from the right, each drawn right to left by fontkit from its letters in typed order.
    expect(drawn(line)).toEqual([
      ['sans', 'Uniform '],
      ['sans', '2026'],
      ['sans', ' '],
      ['arabic', 'العمل'],
      ['sans', ' '],
      ['arabic', 'زي'],
    ]);
    expect(line?.pieces.map((piece) => piece.x)).toEqual([0, 80, 120, 130, 180, 190]);
    expect(line?.width).toBe(210);
  });

  it('keeps a line left to right, as the portal shows it, when it starts in Hebrew', () => {
    expect(drawn(lines('זה Uniform טוב')[0])).toEqual([
      ['hebrew', 'זה'],
      ['sans', ' Uniform '],
      ['hebrew', 'טוב'],
    ]);
  });

  it('mirrors brackets and keeps Arabic-Indic digits left to right inside right-to-left text', () => {
    // Typed '(' closes the run on the left, so it is drawn as ')'.
    expect(drawn(lines('שלום (עולם)')[0])).toEqual([
      ['sans', '('],
      ['hebrew', 'עולם'],
      ['sans', ') '],
      ['hebrew', 'שלום'],
    ]);
    // fontkit would reverse a run of Arabic-script digits, so it is given them reversed.
    expect(drawn(lines('شركة ٢٠٢٦')[0])).toEqual([
      ['arabic', '٦٢٠٢'],
      ['sans', ' '],
      ['arabic', 'شركة'],
    ]);
  });

  it('wraps the words in typed order, the first ones on the first line', () => {
    const wrapped = lines('מדים לעובדי המסעדה', 110);
    expect(wrapped.map(drawn)).toEqual([
      [
        ['hebrew', 'לעובדי'],
        ['sans', ' '],
        ['hebrew', 'מדים'],
      ],
      [['hebrew', 'המסעדה']],
    ]);
    // A word wider than the line breaks between letters.
    expect(lines('המסעדה', 30).map(drawn)).toEqual([[['hebrew', 'המס']], [['hebrew', 'עדה']]]);
  });

  it('ends the last line that fits with the ellipsis', () => {
    const [line, ...rest] = lines('מדים לעובדי המסעדה', 110, { maxLines: 1, ellipsis: '…' });
    expect(rest).toEqual([]);
    expect(drawn(line)).toEqual([
      ['hebrew', 'לעובד'],
      ['sans', ' '],
      ['hebrew', 'מדים'],
      ['sans', '…'],
    ]);
  });
});
