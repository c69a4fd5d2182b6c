import type { QuoteDocument } from '@portal/domain/quote-document';
import { describe, expect, it } from 'vitest';
import { pdfFonts, pdftotext } from '../../../test/pdftotext.ts';
import { renderQuotePdf } from './render-quote-pdf.ts';
import { sharedWordLayoutsOf } from './shared-word-layouts.ts';

/** A small quote whose label and lines are the given words. */
const quoteSaying = (label: string, lines: string[]): QuoteDocument => ({
  business: {
    tradingName: 'Ironbark Workwear',
    legalName: 'Ironbark Workwear Pty Ltd',
    abn: '',
    address: [],
    phone: '',
    email: '',
    website: '',
    logoFileId: null,
    paymentTerms: '',
    nextSteps: 'After approval we send an invoice.',
    remittance: null,
    termsOfTrade: null,
  },
  kind: 'Quote',
  number: 'Q12',
  label,
  revision: 1,
  status: 'Draft',
  date: '25/11/2026',
  validTo: '25/12/2026',
  company: 'Fitzroy Cafe Pty Ltd',
  contact: 'Casey Client',
  contactEmail: 'casey@example.com',
  contactPhone: '',
  description: '',
  sections: [
    {
      title: 'Kitchen staff',
      lines: lines.map((description) => ({ description, details: [], qty: 1, unitPrice: 100, amount: 100 })),
      subtotal: 100 * lines.length,
    },
  ],
  summary: [{ key: 'total', label: 'Total', amount: 100 * lines.length }],
  nextSteps: '',
});

const POLISH = 'Zażółć gęślą jaźń, Łódź';
const VIETNAMESE = 'Đồng phục nhà hàng Phở Hà Nội';
const CHINESE = '东京餐厅的员工制服';

describe('word shapes shared by every quote PDF the worker draws', () => {
  it('draws a second document from shapes the first made, printing every name exactly in its own subset fonts', async () => {
    const first = await renderQuotePdf(quoteSaying(POLISH, ['Kitchen polo', VIETNAMESE]));
    const shaped = sharedWordLayoutsOf('sans').size;
    expect(shaped).toBeGreaterThan(0);
    const again = await renderQuotePdf(quoteSaying(POLISH, ['Kitchen polo', VIETNAMESE]));
    // The same words again: none shaped anew, and the same text read back.
    expect(sharedWordLayoutsOf('sans').size).toBe(shaped);
    expect(await pdftotext(again)).toBe(await pdftotext(first));

    // Another document sharing some of those words, with glyphs the first never used.
    const other = await renderQuotePdf(
      quoteSaying(`Łódź ${CHINESE}`, ['Kitchen polo', 'Στολές για το εστιατόριο']),
    );
    const text = await pdftotext(other);
    for (const words of [`Łódź ${CHINESE}`, 'Kitchen polo', 'Στολές για το εστιατόριο'])
      expect(text).toContain(words);
    expect(text).not.toContain('Zażółć');
    for (const pdf of [first, again, other]) {
      const fonts = await pdfFonts(pdf);
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.every((font) => font.embedded && /^[A-Z]{6}\+Noto/.test(font.name))).toBe(true);
    }
    expect((await pdfFonts(other)).some((font) => font.name.includes('NotoSansSC'))).toBe(true);
    expect((await pdfFonts(first)).some((font) => font.name.includes('NotoSansSC'))).toBe(false);
  });
});
