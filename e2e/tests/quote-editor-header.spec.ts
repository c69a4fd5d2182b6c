import { expect, test } from '@playwright/test';
import { CLIENT_MESSAGES } from '@portal/domain/clients';
import { QUOTE_MESSAGES } from '@portal/domain/quote';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { api } from './fixtures.ts';
import { asAdmin, asCustomer } from './quote-editor-helpers.ts';
import { customerWithQuote, customerWithQuotes } from './quote-fixtures.ts';

type Company = { phone: string; contacts: { id: number; firstname: string; email: string }[] };

test.describe("the quote editor's order header (accounts spec 2.10)", () => {
  test('a customer edits the company and adds a contact, which the new quote then names', async ({
    browser,
    request,
  }) => {
    const { account, token, userId } = await customerWithQuotes(request, 'header-contact', []);
    await asCustomer(browser, account, async (page) => {
      await page.goto('/requests/add');
      // The company reads as text until Edit is switched on.
      const company = page.getByRole('form', { name: 'Company' });
      await expect(company.getByText(/^Email: header-contact/)).toBeVisible();
      await expect(company.getByLabel('Contact Number')).toHaveCount(0);
      await company.getByRole('switch', { name: 'Edit' }).check();
      await company.getByLabel('Contact Number').fill('03 9000 1234');
      await company.getByRole('button', { name: 'SAVE' }).click();
      await expect(page.getByText(CLIENT_MESSAGES.companyUpdated)).toBeVisible();
      await expect(company.getByText('Phone: 03 9000 1234')).toBeVisible();

      await page.getByRole('button', { name: 'New contact' }).click();
      const contact = page.getByRole('region', { name: 'New contact' });
      await contact.getByLabel('First Name').fill('Priya');
      await contact.getByLabel('Last Name').fill('Nair');
      await contact.getByLabel('Position').fill('Buyer');
      await contact.getByLabel('Mobile').fill('0400 111 222');
      await contact.getByLabel('Email').fill(`priya.${userId}@example.com`);
      await expectNoAxeViolations(page);
      await contact.getByRole('button', { name: 'Add contact' }).click();
      await expect(page.getByText(CLIENT_MESSAGES.contactAdded)).toBeVisible();
      await expect(contact).toBeHidden();
      // The new contact is chosen for this quote at once.
      await expect(page.getByRole('combobox', { name: 'Contact' })).toHaveValue('Priya Nair');

      await page.getByLabel('Quote label').fill('Tees for Priya');
      await page.getByRole('button', { name: 'SUBMIT' }).click();
      await expect(page.getByText(QUOTE_MESSAGES.quoteRequested)).toBeVisible();
    });

    const stored = await api<Company>(request, 'GET', `/api/companies/getcompanybyuser/${userId}`, token);
    expect(stored.phone).toBe('03 9000 1234');
    const priya = stored.contacts.find((c) => c.firstname === 'Priya');
    expect(priya).toBeDefined();
    const list = await api<{ id: number; label: string }[]>(request, 'GET', '/api/quotes/index', token);
    const made = list.find((q) => q.label === 'Tees for Priya');
    const quote = await api<{ quote: { contact_user: string } }>(
      request,
      'GET',
      `/api/quotes/edit/${made?.id}`,
      token,
    );
    expect(quote.quote.contact_user).toBe(String(priya?.id));
  });

  test('view mode shows the company as text with nothing to edit', async ({ browser, request }) => {
    const { id } = await customerWithQuote(request, 'header-view', { label: 'Viewed tees' });
    await asAdmin(browser, async (page) => {
      await page.goto(`/admin/myorders/view/${id}`);
      await expect(page.getByRole('combobox', { name: 'Contact' })).toBeDisabled();
      await expect(page.getByRole('form', { name: 'Company' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'New contact' })).toHaveCount(0);
    });
  });
});
