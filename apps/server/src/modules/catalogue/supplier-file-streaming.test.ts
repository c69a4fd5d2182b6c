import type { LoginAnswer } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart } from './test-multipart.ts';
import { productRows, xlsxFile } from './test-xlsx.ts';

/**
 * Supplier files are read as a stream (docs/decisions/075): a file that unpacks hugely is
 * refused quickly without the memory it would unpack to, the row cap stops the read, and other
 * requests are answered while a file is read.
 */

type Watch = { peakRssGrowthMb: number; longestGapMs: number; healthAnswers: number; ms: number };

/** Runs `work` while sampling memory, the event loop's longest gap, and health answers. */
async function watched<T>(t: TestApp, work: () => Promise<T>): Promise<{ value: T } & Watch> {
  const startRss = process.memoryUsage().rss;
  let peakRss = startRss;
  let last = performance.now();
  let longestGapMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 10);
  let healthAnswers = 0;
  let done = false;
  const poll = (async () => {
    while (!done) {
      const res = await t.call('GET', '/api/health');
      if (res.statusCode === 200 && !done) healthAnswers += 1;
      // Another user asks every 20 ms. Without a timer between calls, in-process answers chain
      // as microtasks and the upload, which yields to the event loop, would never run again.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const start = performance.now();
  try {
    const value = await work();
    return {
      value,
      ms: performance.now() - start,
      peakRssGrowthMb: (peakRss - startRss) / 1024 / 1024,
      longestGapMs,
      healthAnswers,
    };
  } finally {
    done = true;
    clearInterval(timer);
    await poll;
  }
}

/** Made once for both databases: a sheet of 300 MB of empty rows, and one row past the cap. */
const files = (async () => {
  const emptyRows = '<row/>'.repeat(500_000);
  const bomb = await xlsxFile([], {
    sheetXml: (function* () {
      // A whole header, so that reading goes on into the empty rows.
      yield `<row r="1">${['code', 'cost', 'price', 'supplier', 'size', 'colour', 'sku']
        .map((h) => `<c t="inlineStr"><is><t>${h}</t></is></c>`)
        .join('')}</row>`;
      for (let i = 0; i < 100; i += 1) yield emptyRows;
    })(),
  });
  const overCap = await xlsxFile(
    (function* () {
      yield* productRows(200_001);
      yield ['BROKEN', 'not money', 11, 'JS', 'M', 'Navy', 'BROKEN-NAV-M'];
    })(),
    { level: 1 },
  );
  return [bomb, overCap] as const;
})();

describe.each(testDatabases())('supplier files read as a stream on $name', (kind) => {
  let t: TestApp;
  let admin: LoginAnswer;
  /** A sheet of 300 MB of empty rows in a zip of under 1 MB. */
  let bomb: Buffer;
  /** 200,001 product rows, one past the cap, with a broken row after them. */
  let overCap: Buffer;

  const upload = (name: string, data: Buffer) => {
    const body = multipart({ supplier: 'JS', filename: name }, { field: 'file', name, data });
    return t.app
      .inject({
        method: 'POST',
        url: '/api/pages/upload',
        headers: { authorization: `Bearer ${admin.token}`, ...body.headers },
        payload: body.payload,
      })
      .then((res) => ({ statusCode: res.statusCode, body: res.json() as { status: string; data: string } }));
  };
  const waiting = async () =>
    (
      await t.call<{ upload: unknown }>('GET', '/api/uploadproducts/index?supplier=JS', {
        token: admin.token,
      })
    ).body.data.upload;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin@example.com');
    [bomb, overCap] = await files;
  }, 120_000);
  afterAll(() => t.close());

  it('refuses a small file that unpacks hugely, quickly and without the memory', async () => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const run = await watched(t, () => upload('bomb.xlsx', bomb));
    expect(run.value.statusCode).toBe(400);
    expect(run.value.body.data).toBe(
      'bomb.xlsx unpacks to far more data than a supplier file holds. Check that it is the right file, or save it as CSV.',
    );
    expect(run.ms).toBeLessThan(15_000);
    expect(run.peakRssGrowthMb).toBeLessThan(200);
    expect(await waiting()).toBeNull();
  });

  it('stops reading a sheet at the row cap while other requests are answered', async () => {
    const run = await watched(t, () => upload('many.xlsx', overCap));
    // The broken row after the cap is never reached: the cap is checked as rows are read.
    expect(run.value.body.data).toBe('many.xlsx has more than 200,000 product rows.');
    expect(run.value.statusCode).toBe(400);
    expect(run.longestGapMs).toBeLessThan(1000);
    expect(run.healthAnswers).toBeGreaterThan(0);
    expect(run.peakRssGrowthMb).toBeLessThan(300);
    expect(await waiting()).toBeNull();
  }, 120_000);

  it('reads cells as the sheet shows them, by their reference, type and shared strings', async () => {
    const sheet = [
      '<row r="1"><c r="A1" t="inlineStr"><is><t>Code</t></is></c><c r="B1" t="inlineStr"><is><t>Cost</t></is></c>',
      '<c r="C1" t="inlineStr"><is><t>Price</t></is></c><c r="D1" t="inlineStr"><is><t>Supplier</t></is></c>',
      '<c r="E1" t="inlineStr"><is><t>Size</t></is></c><c r="F1" t="inlineStr"><is><t>Colour</t></is></c>',
      '<c r="G1" t="inlineStr"><is><t>SKU</t></is></c><c r="H1" t="inlineStr"><is><t>Description</t></is></c></row>',
      // A blank row, then a row with a formula's cached value, rich text, entities and CDATA.
      '<row r="2"/>',
      '<row r="3"><c r="A3" t="inlineStr"><is><r><t>X</t></r><r><t xml:space="preserve">9 </t></r></is></c>',
      '<c r="B3"><v>4.5</v></c><c r="C3"><f>10+2.5</f><v>12.5</v></c><c r="D3" t="str"><v>JS</v></c>',
      '<c r="E3" t="inlineStr"><is><t>M</t></is></c><c r="F3" t="inlineStr"><is><t><![CDATA[Navy]]></t></is></c>',
      '<c r="G3" t="inlineStr"><is><t>X9-NAV-M</t></is></c>',
      '<c r="H3" t="inlineStr"><is><t>Tee &amp; polo &#x2014; &lt;new&gt;</t></is></c></row>',
    ];
    const data = await xlsxFile([], { sheetXml: sheet });
    const body = multipart(
      { supplier: 'JS', filename: 'cells.xlsx' },
      { field: 'file', name: 'cells.xlsx', data },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pages/upload',
      headers: { authorization: `Bearer ${admin.token}`, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rows).toEqual([
      expect.objectContaining({
        code: 'X9',
        cost: 4.5,
        price: 12.5,
        supplier: 'JS',
        size: 'M',
        colour: 'Navy',
        sku: 'X9-NAV-M',
        description: 'Tee & polo \u2014 <new>',
      }),
    ]);
  });

  it('refuses a sheet with a document type or a text that never ends', async () => {
    // The test before left a good upload waiting; a refused file must leave it as it was.
    const before = await waiting();
    const doctype = await xlsxFile([], { sheetXml: ['<!DOCTYPE x [<!ENTITY a "aaaa">]><row/>'] });
    const res = await upload('doctype.xlsx', doctype);
    expect(res.body.data).toBe(
      'doctype.xlsx is not a CSV or XLSX file. Save it as .csv or .xlsx and upload it again.',
    );
    const endless = await xlsxFile([], {
      sheetXml: (function* () {
        yield '<row r="1"><c r="A1" t="inlineStr"><is><t>';
        for (let i = 0; i < 8; i += 1) yield 'x'.repeat(1024 * 1024);
      })(),
    });
    const long = await upload('endless.xlsx', endless);
    expect(long.statusCode).toBe(400);
    expect(long.body.data).toMatch(/^endless\.xlsx/);
    expect(await waiting()).toEqual(before);
  });
});
