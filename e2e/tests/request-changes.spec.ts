import { expect, type Page, test } from '@playwright/test';
import type { MemoLogAnswer } from '@portal/domain/memos';
import { CHANGE_REQUEST_MESSAGES } from '@portal/domain/quote-links';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { api } from './fixtures.ts';
import { emailByApi } from './link-mail.ts';
import { asAdmin, asCustomer, loadQuote, summary } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

const WORDS = 'Could the tees be navy instead of white, and the print a little smaller?';

/** Opens the quote's Conversation Log from the editor's side panel. */
async function openLog(page: Page) {
  await summary(page)
    .getByRole('button', { name: /^Conversation Log/ })
    .click();
  return page.getByRole('dialog', { name: 'Conversation Log' });
}

test('a customer requests changes to a sent quote, and staff read their words in the conversation log', async ({
  browser,
  request,
}) => {
  const made = await customerWithQuote(request, 'request-changes', {
    label: 'Changeable tees',
    status: 'Completed Quote',
  });
  await emailByApi(request, made.adminToken, made.id);
  const before = (await loadQuote(request, made.id, made.adminToken)).quote;

  await asCustomer(browser, made.account, async (page) => {
    await page.goto(`/requests/edit/${made.id}`);
    await summary(page).getByRole('button', { name: 'Request changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request changes' });
    await expect(dialog.getByLabel('What would you like changed?')).toBeVisible();
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    // Nothing typed: refused in words, and nothing is sent.
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText(CHANGE_REQUEST_MESSAGES.wordsRequired)).toBeVisible();
    await dialog.getByLabel('What would you like changed?').fill(WORDS);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText(CHANGE_REQUEST_MESSAGES.sent)).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  // The quote stays as it was, open for an answer: only its log changed.
  const after = (await loadQuote(request, made.id, made.adminToken)).quote;
  expect({ ...after, memo_note: '' }).toEqual({ ...before, memo_note: '' });

  await asAdmin(browser, async (page) => {
    await page.goto(`/admin/requests/edit/${made.id}`);
    const log = await openLog(page);
    const note = log.getByRole('log', { name: 'Messages' }).getByRole('listitem').filter({ hasText: WORDS });
    await expect(note).toBeVisible();
    await expect(note).toContainText('Changes requested');
  });

  const memos = await api<MemoLogAnswer>(request, 'GET', `/api/quotes/getmemo/${made.id}`, made.adminToken);
  expect(memos.memos.map((memo) => [memo.kind, memo.content.includes(WORDS)])).toEqual([['changes', true]]);
});
