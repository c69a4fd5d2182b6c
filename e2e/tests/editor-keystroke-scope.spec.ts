import { expect, test } from '@playwright/test';
import { asAdmin, summary } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

/**
 * A keystroke in the quote table redraws the table and the Order Summary, and nothing else: the
 * panels beside and below the editor (Proofs, Reminders) take no part. When one of them redrew
 * with every keystroke, a 1,000-line quote took 650 ms to 1 s per key instead of 14 ms (React
 * rewrites an input's name and type whenever it redraws it, so a redraw shows as DOM changes).
 */
test('typing a quantity leaves the Proofs and Reminders panels untouched', async ({ browser, request }) => {
  const { id } = await customerWithQuote(request, 'keystroke-scope', {
    label: 'Scoped tees',
    status: 'Pending Quote',
  });
  await asAdmin(browser, async (page) => {
    await page.goto(`/admin/myorders/edit/${id}`);
    const proofs = page.getByRole('region', { name: 'Proofs' });
    const reminders = page.getByRole('region', { name: 'Reminders' });
    await expect(proofs.getByRole('button', { name: /^Add a proof for / })).toBeVisible();
    await expect(reminders.getByRole('button', { name: 'Save reminder rules' })).toBeVisible();
    await page.evaluate(() => {
      const w = window as unknown as { panelChanges: string[] };
      w.panelChanges = [];
      for (const section of Array.from(document.querySelectorAll('section'))) {
        const name = section.getAttribute('aria-labelledby');
        const title = name ? document.getElementById(name)?.textContent : null;
        if (title !== 'Proofs' && title !== 'Reminders') continue;
        new MutationObserver((changes) => {
          for (const change of changes)
            w.panelChanges.push(`${title}: ${change.type} ${change.attributeName ?? ''}`);
        }).observe(section, { subtree: true, childList: true, attributes: true, characterData: true });
      }
    });

    const total = summary(page).getByTestId('summary-total');
    const before = await total.textContent();
    const qty = page.getByLabel('AS5001 White L quantity', { exact: true });
    await qty.click();
    await qty.press('End');
    for (const key of ['5', 'Backspace', '5']) await qty.press(key);
    await expect(qty).toHaveValue('305');
    await expect(total).not.toHaveText(before ?? '');

    const changes = await page.evaluate(() => (window as unknown as { panelChanges: string[] }).panelChanges);
    expect(changes).toEqual([]);
  });
});
