import { expect, test } from '@playwright/test';
import { LINE_QUESTION_MESSAGES, type MemoLogAnswer } from '@portal/domain/memos';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { api } from './fixtures.ts';
import { asAdmin, asCustomer, loadQuote } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

test('a customer asks about a line of their quote and staff answer it: the marker goes', async ({
  browser,
  request,
}) => {
  const made = await customerWithQuote(request, 'line-question', {
    label: 'Questioned tees',
    status: 'Completed Quote',
  });
  const before = (await loadQuote(request, made.id, made.token)).quote;

  await asCustomer(browser, made.account, async (page) => {
    await page.goto(`/requests/edit/${made.id}`);
    await page.getByRole('button', { name: /^Ask about this line: AS5001/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Ask about AS5001/ });
    await dialog.getByRole('button', { name: 'Send question' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(LINE_QUESTION_MESSAGES.questionRequired);
    await dialog.getByLabel('Your question').fill('Does this tee come in navy?');
    await dialog.getByRole('button', { name: 'Send question' }).click();
    await expect(page.getByText(LINE_QUESTION_MESSAGES.asked)).toBeVisible();
    await expect(dialog).toBeHidden();
  });
  // Asking changed nothing of the quote but its log.
  const after = (await loadQuote(request, made.id, made.token)).quote;
  expect({ ...after, memo_note: '' }).toEqual({ ...before, memo_note: '' });

  await asAdmin(browser, async (page) => {
    await page.goto(`/admin/requests/edit/${made.id}`);
    const marker = page.getByLabel(/^Question from the customer: AS5001/);
    await expect(marker).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /^Answer the question on AS5001/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Answer about AS5001/ });
    await dialog.getByLabel('Your answer').fill('Yes, navy is in stock in every size.');
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    await expect(page.getByText(LINE_QUESTION_MESSAGES.answered)).toBeVisible();
    await expect(marker).toHaveCount(0);
  });

  const log = await api<MemoLogAnswer>(request, 'GET', `/api/quotes/getmemo/${made.id}`, made.token);
  expect(log.memos.map((memo) => [memo.kind, memo.line_label, memo.answered_at !== null])).toEqual([
    ['question', expect.stringMatching(/^AS5001/), true],
    ['answer', expect.stringMatching(/^AS5001/), false],
  ]);
});

test('a customer asks about a line on the read-only quote page, and staff see the marker there', async ({
  browser,
  request,
}) => {
  const made = await customerWithQuote(request, 'view-question', {
    label: 'Viewed tees',
    status: 'Completed Quote',
  });

  await asCustomer(browser, made.account, async (page) => {
    await page.goto(`/requests/view/${made.id}`);
    await page.getByRole('button', { name: /^Ask about this line: AS5001/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Ask about AS5001/ });
    await dialog.getByLabel('Your question').fill('Can the print be smaller?');
    await dialog.getByRole('button', { name: 'Send question' }).click();
    await expect(page.getByText(LINE_QUESTION_MESSAGES.asked)).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await asAdmin(browser, async (page) => {
    await page.goto(`/admin/requests/view/${made.id}`);
    await expect(page.getByLabel(/^Question from the customer: AS5001/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /^Mark answered: AS5001/ }).click();
    await expect(page.getByLabel(/^Question from the customer: AS5001/)).toHaveCount(0);
  });

  const log = await api<MemoLogAnswer>(request, 'GET', `/api/quotes/getmemo/${made.id}`, made.token);
  expect(log.memos.map((memo) => [memo.kind, memo.line_label, memo.answered_at !== null])).toEqual([
    ['question', expect.stringMatching(/^AS5001/), true],
  ]);
});
