import { crc32, deflateSync } from 'node:zlib';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { PDF_TWO_PAGES } from '../../apps/server/src/modules/files/test-files.ts';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { asCustomer } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

/** A real PNG of the given size in one grey, so a turned picture shows its turned shape. */
function pngOf(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y += 1) rows[y * (width + 1)] = 0; // no filter on each row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const shapeOf = async (element: Locator) => {
  const box = await element.boundingBox();
  if (!box) throw new Error('not on screen');
  return box.width > box.height ? 'landscape' : 'portrait';
};

async function openPreview(page: Page, name: string) {
  await page
    .getByRole('table', { name: 'Logos' })
    .getByRole('button', { name: `Preview ${name}` })
    .click();
  return page.getByRole('dialog', { name });
}

/** the Preview's zoom (×1.2, ×0.8 from 0.8), rotation and pages, on a PDF and an image. */
test('the Preview zooms, turns and pages through a PDF and an image', async ({ browser, request }) => {
  test.slow();
  const made = await customerWithQuote(request, 'preview', { label: 'Preview tees' });
  for (const [name, mimeType, buffer] of [
    ['pages.pdf', 'application/pdf', PDF_TWO_PAGES],
    ['wide.png', 'image/png', pngOf(300, 100)],
  ] as const) {
    const answer = await request.post('/api/brands/add', {
      headers: { Authorization: `Bearer ${made.token}` },
      multipart: { brand: { name, mimeType, buffer } },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }

  await asCustomer(browser, made.account, async (page) => {
    await page.getByRole('tab', { name: 'Brand' }).click();

    const pdf = await openPreview(page, 'pages.pdf');
    const controls = pdf.getByRole('toolbar', { name: 'Preview controls' });
    const zoom = controls.getByLabel(/^Zoom \d+%$/);
    await expect(pdf.getByText('Page 1 of 2')).toBeVisible();
    await expect(zoom).toHaveText('80%');
    const canvas = pdf.getByRole('img', { name: 'Page 1 of pages.pdf' });
    await expect(canvas).toBeVisible();
    const startWidth = (await canvas.boundingBox())?.width ?? 0;
    await controls.getByRole('button', { name: 'Zoom in' }).click();
    await expect(zoom).toHaveText('96%');
    await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeCloseTo(startWidth * 1.2, -1);
    await controls.getByRole('button', { name: 'Zoom out' }).click();
    await expect(zoom).toHaveText('77%');

    expect(await shapeOf(canvas)).toBe('portrait');
    await controls.getByRole('button', { name: 'Rotate' }).click();
    await expect.poll(() => shapeOf(canvas)).toBe('landscape');

    await expect(controls.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await controls.getByRole('button', { name: 'Next page' }).click();
    await expect(pdf.getByText('Page 2 of 2')).toBeVisible();
    await expect(pdf.getByRole('img', { name: 'Page 2 of pages.pdf' })).toBeVisible();
    await expect(controls.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(pdf).toHaveCount(0);

    const image = await openPreview(page, 'wide.png');
    const picture = image.getByRole('img', { name: 'Preview of wide.png' });
    await expect(picture).toBeVisible();
    await expect(image.getByRole('button', { name: 'Next page' })).toHaveCount(0);
    await expect.poll(async () => Math.round((await picture.boundingBox())?.width ?? 0)).toBe(240);
    await image.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => Math.round((await picture.boundingBox())?.width ?? 0)).toBe(288);
    expect(await shapeOf(picture)).toBe('landscape');
    await image.getByRole('button', { name: 'Rotate' }).click();
    await expect.poll(() => shapeOf(picture)).toBe('portrait');
    await expectNoAxeViolations(page);
  });
});
