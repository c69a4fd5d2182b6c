import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { useDemoApp } from '../../../test/demo-app.ts';
import { pdfFonts, pdfImageCount, pdfTagged, pdftotext } from '../../../test/pdftotext.ts';
import { contactIdsOf, goldenContent } from '../../../test/quote-fixtures.ts';
import { PDF_TWO_PAGES, PNG } from '../../files/test-files.ts';
import { fileForm, upload } from '../../files/test-upload.ts';

/** Labels a customer may type, one per script the PDF must print as typed. */
const LABELS = {
  Polish: 'Zażółć gęślą jaźń, Łódź',
  Vietnamese: 'Đồng phục nhà hàng Phở Hà Nội',
  Greek: 'Στολές για το εστιατόριο',
  Russian: 'Униформа для кухни',
  Chinese: '东京餐厅的员工制服',
  Korean: '서울 식당 직원 유니폼',
  Thai: 'ชุดพนักงานร้านอาหาร กรุงเทพฯ',
  // Right to left: pdftotext gives each right-to-left stretch of a line back in typed order.
  Arabic: 'زي موحد لمطعم دمشق',
  Hebrew: 'מדים לעובדי המסעדה',
};

/** The fallback face each label needs beside Noto Sans, by the font name pdffonts prints. */
const FALLBACK_FONT: Partial<Record<keyof typeof LABELS, string>> = {
  Chinese: 'NotoSansSC',
  Korean: 'NotoSansKR',
  Thai: 'NotoSansThai',
  Arabic: 'Vazirmatn',
  Hebrew: 'NotoSansHebrew',
};

describe.each(testDatabases())('the quote PDF prints what was typed, on $name', (kind) => {
  const demo = useDemoApp(kind);

  async function staffQuote(content: unknown, label: string): Promise<number> {
    const [contact] = await contactIdsOf(demo.app.database.db, demo.customer.user.id);
    const made = await demo.app.call<{ id: number }>(
      'POST',
      `/api/quotes/add?userid=${demo.customer.user.id}`,
      {
        token: demo.admin.token,
        body: { content, label, contact_user: String(contact) },
      },
    );
    if (made.statusCode !== 200) throw new Error(JSON.stringify(made.body));
    return made.body.data.id;
  }

  const download = (id: number) =>
    demo.app.app.inject({
      method: 'GET',
      url: `/api/quotes/quotepdf1/${id}`,
      headers: { authorization: `Bearer ${demo.customer.token}` },
    });

  it.each(Object.entries(LABELS))(
    'round-trips a label in %s exactly, in embedded subset fonts',
    async (language, label) => {
      const id = await staffQuote(goldenContent(), label);
      const res = await download(id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="Q${id}-R1.pdf"`);
      expect(await pdftotext(res.rawPayload)).toContain(label);
      const fonts = await pdfFonts(res.rawPayload);
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.filter((font) => !font.embedded)).toEqual([]);
      // Subset: the font names carry pdfkit's subset tag, and no standard (unembedded) font is used.
      expect(fonts.every((font) => /^[A-Z]{6}\+(Noto|Vazirmatn)/.test(font.name))).toBe(true);
      // A fallback face is embedded only when the label needs it.
      for (const fallback of Object.values(FALLBACK_FONT))
        expect(fonts.some((font) => font.name.includes(`${fallback}-`))).toBe(
          FALLBACK_FONT[language as keyof typeof LABELS] === fallback,
        );
    },
  );

  it('puts a right-to-left phrase in a Latin label where the bidirectional algorithm puts it', async () => {
    const id = await staffQuote(goldenContent(), 'Uniform زي العمل 2026');
    const text = await pdftotext((await download(id)).rawPayload);
    // Drawn left to right: 'Uniform', '2026' (a number after Arabic stands to its left), then the
    // Arabic read from the right. pdftotext reads the line left to right and gives the Arabic
    // stretch back in typed order between its right-to-left embedding marks.
    expect(text).toContain('Uniform 2026 \u202Bزي العمل\u202C');
  });

  it('prints a group named in Arabic as its section title and in its subtotal line', async () => {
    const content = goldenContent();
    const [category] = content.categories;
    const groups = category?.groups.map((group) => ({ ...group, name: 'طاقم المطبخ' })) ?? [];
    const id = await staffQuote({ categories: [{ ...category, groups }] }, 'Kitchen');
    const res = await download(id);
    expect(res.statusCode).toBe(200);
    const text = await pdftotext(res.rawPayload);
    expect(text).toContain('طاقم المطبخ');
    // The document's own line reads left to right around it, as on the portal's pages: drawn
    // 'طاقم المطبخ subtotal $727.00'. pdftotext counts the space after the Arabic into its
    // right-to-left stretch, so writes it first inside the marks.
    expect(text).toContain('\u202B طاقم المطبخ\u202Csubtotal $727.00');
    expect(text).toContain('Screen Print 1C at Breast Left');
  });

  it('is tagged for screen readers', async () => {
    const id = await staffQuote(goldenContent(), 'Tagged');
    expect(await pdfTagged((await download(id)).rawPayload)).toBe(true);
  });

  it("draws each decoration's artwork as a thumbnail, from a bitmap and from a PDF's first page", async () => {
    const uploaded: number[] = [];
    for (const [name, bytes] of [
      ['crest.png', PNG],
      ['crest.pdf', PDF_TWO_PAGES],
    ] as const) {
      const res = await upload<{ brand: { id: number } }>(
        demo.app,
        demo.customer.token,
        '/api/brands/add',
        fileForm('brand', name, bytes, { adminFile: '0' }),
      );
      expect(res.statusCode, name).toBe(200);
      uploaded.push(res.body.data.brand.id);
    }
    const [group] = goldenContent().categories;
    const decoration = (id: string, position: string, fileId: number | undefined, name: string) => ({
      id,
      type: 'decoration',
      group_id: 'g1',
      code: 'Embroidery',
      position,
      qty: 30,
      setup_code: 'None',
      logo_file: `/api/files/${fileId}`,
      logo_name: name,
    });
    // A decoration is charged for the garments ticked at its position, and goes without them.
    const ticked = (group?.items ?? []).map((row) =>
      row.type === 'product'
        ? { ...row, position: { 'Breast Left': true, 'Left Chest': true, Back: true, 'Right Chest': true } }
        : row,
    );
    const items = [
      ...ticked,
      decoration('d2', 'Left Chest', uploaded[0], 'crest.png'),
      decoration('d3', 'Back', uploaded[1], 'crest.pdf'),
      decoration('d4', 'Right Chest', uploaded[0], 'crest.png'),
    ];
    const id = await staffQuote({ categories: [{ ...group, items }] }, 'With artwork');
    const pdf = (await download(id)).rawPayload;
    // Two files, each embedded once however many decorations show it.
    expect(await pdfImageCount(pdf)).toBe(2);
    const text = await pdftotext(pdf);
    expect(text).toContain('Embroidery at Left Chest');
    expect(text).toContain('Artwork: crest.pdf');
    // Setup code 'None' costs nothing and is not printed as a line of nothing.
    expect(text).not.toContain('Setup None');
    // The first PDF thumbnail loads pdf.js into the worker: seconds on a busy machine.
  }, 90_000);
});
