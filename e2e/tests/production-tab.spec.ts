import { expect, type Page, test } from '@playwright/test';
import { FILE_MESSAGES, type ProductionsIndexAnswer } from '@portal/domain/files';
import { EPS, PDF_TWO_PAGES, PNG } from '../../apps/server/src/modules/files/test-files.ts';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { api } from './fixtures.ts';
import { asAdmin } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

type Chosen = { name: string; mimeType: string; buffer: Buffer };

const embroidery = (page: Page) => page.getByRole('table', { name: 'Embroidery' });

async function uploadTo(page: Page, button: string, file: Chosen) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

/** staff's Production tab, its four tables, editing, dragging and the style guide. */
test('staff keep a client’s production files in order, edited in place', async ({ browser, request }) => {
  test.slow();
  const made = await customerWithQuote(request, 'production-tab', { label: 'Production tees' });
  const tables = () =>
    api<ProductionsIndexAnswer>(
      request,
      'GET',
      `/api/productions/index?userid=${made.userId}`,
      made.adminToken,
    );

  await asAdmin(browser, async (page) => {
    await page.goto(`/admin/myorders?userid=${made.userId}`);
    await page.getByRole('tab', { name: 'Production' }).click();
    for (const title of ['Embroidery', 'Screen Print', 'Digital Print', 'Vinyl'])
      await expect(page.getByRole('table', { name: title })).toBeVisible();

    // The tooltip says what production needs.
    await page.getByRole('button', { name: /^About production files/ }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(FILE_MESSAGES.productionTooltip);

    // A bitmap is refused for production, in the user's words.
    await uploadTo(page, 'Upload Screen Print file', { name: 'art.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText(FILE_MESSAGES.productionTypes)).toBeVisible();

    await uploadTo(page, 'Upload Embroidery file', {
      name: 'crest.eps',
      mimeType: 'application/postscript',
      buffer: EPS,
    });
    await expect(embroidery(page).getByLabel('File name of crest.eps')).toBeVisible();
    await uploadTo(page, 'Upload Embroidery file', {
      name: 'motto.pdf',
      mimeType: 'application/pdf',
      buffer: PDF_TWO_PAGES,
    });
    await expect(embroidery(page).getByLabel('File name of motto.pdf')).toBeVisible();

    // Fields save on leaving them.
    const stitches = embroidery(page).getByLabel('Stitch count of crest.eps');
    await stitches.fill('lots');
    await stitches.press('Tab');
    await expect(page.getByText(FILE_MESSAGES.stitchCountWhole)).toBeVisible();
    await stitches.fill('8500');
    await stitches.press('Tab');
    await embroidery(page).getByLabel('Size of crest.eps').fill('90 x 40 mm');
    await embroidery(page).getByLabel('Colours of crest.eps').fill('Navy, Gold');
    await embroidery(page).getByLabel('Colours of crest.eps').press('Enter');
    await embroidery(page).getByLabel('Placements of crest.eps').click();
    await page.getByRole('option', { name: 'Breast Left' }).click();
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => (await tables()).emb.find((row) => row.file_name === 'crest.eps'))
      .toMatchObject({
        stitch_count: 8500,
        size: '90 x 40 mm',
        colours: 'Navy, Gold',
        position: { 'Breast Left': true },
      });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/production-tab.png', fullPage: true });

    // Dragging by keyboard: Space picks the row up, the arrow moves it, Space drops it.
    const order = async () => (await tables()).emb.map((row) => row.file_name);
    const first = (await order())[0] as string;
    const second = (await order())[1] as string;
    await embroidery(page)
      .getByRole('button', { name: `Move ${second}` })
      .focus();
    await page.keyboard.press('Space');
    await expect(
      embroidery(page).getByRole('button', { name: `Move ${second}`, pressed: true }),
    ).toBeVisible();
    // dnd-kit listens for the arrow keys from a timer set when the drag starts (quote-table.spec).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('status').filter({ hasText: `${second} is over ${first}.` })).toBeAttached();
    await page.keyboard.press('Space');
    await expect.poll(order).toEqual([second, first]);
    await expect(
      embroidery(page)
        .getByRole('textbox', { name: /^File name of/ })
        .first(),
    ).toHaveValue(second);

    // And by mouse.
    const handle = embroidery(page).getByRole('button', { name: `Move ${first}` });
    const target = embroidery(page).getByRole('button', { name: `Move ${second}` });
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('the handles are not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 10 });
    await page.mouse.up();
    await expect.poll(order).toEqual([first, second]);

    // The style guide, then a delete.
    await uploadTo(page, 'Upload style guide', {
      name: 'guide.pdf',
      mimeType: 'application/pdf',
      buffer: PDF_TWO_PAGES,
    });
    await expect(page.getByText(FILE_MESSAGES.styleGuideAdded)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Production Style Guide', exact: true })).toContainText(
      'guide.pdf',
    );

    await embroidery(page).getByRole('button', { name: 'Delete motto.pdf' }).click();
    await page.getByRole('dialog', { name: 'Delete file' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(FILE_MESSAGES.productionDeleted)).toBeVisible();
    await expect(embroidery(page).getByLabel('File name of motto.pdf')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
  const final = await tables();
  expect(final.emb.map((row) => row.file_name)).toEqual(['crest.eps']);
  expect(final.style_guide?.file_name).toBe('guide.pdf');
});
