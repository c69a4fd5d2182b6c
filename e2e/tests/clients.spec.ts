import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { ADMIN, type NewAccount, newAccount, registerByApi, signIn, withPage } from './fixtures.ts';
import { customerWithQuote } from './quote-fixtures.ts';

/** The client hub (/admin/myorders), the customer hub (/myorders) and their forms. */

/** Picks a company in the hub's search select and waits for the hub to show it. */
const chooseCompany = async (page: Page, company: string) => {
  const select = page.getByRole('combobox', { name: 'Company', exact: true });
  await select.fill(company);
  await page.getByRole('option', { name: company, exact: true }).click();
  await expect(page).toHaveURL(/[?&]userid=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: company })).toBeVisible();
};

/** Registers a fresh client through the API and signs the admin in to the client hub. */
const adminWithNewClient = async (page: Page, label: string): Promise<NewAccount> => {
  const client = newAccount(label);
  await registerByApi(page.request, client);
  await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
  return client;
};

const card = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

const confirmDialog = (page: Page) => page.getByRole('dialog');

test('an admin finds a company, edits it, adds and deletes a contact and changes its account', async ({
  page,
  browser,
}) => {
  // Two sign-ins and a dozen saves on a 2-core machine.
  test.slow();
  const client = await adminWithNewClient(page, 'hub');

  await chooseCompany(page, client.company);
  const company = card(page, 'Company');
  const suburb = company.getByLabel('Suburb');
  await expect(suburb).toBeDisabled();
  await company.getByRole('switch', { name: 'Edit' }).check();

  // A section 5 message, in the form.
  await company.getByLabel('Contact Number').fill('');
  await company.getByRole('button', { name: 'SAVE' }).click();
  await expect(company.getByRole('alert')).toHaveText('Contact Number is required');

  await company.getByLabel('Contact Number').fill('02 9555 0101');
  await suburb.fill('Balmain');
  await company.getByLabel('Referral').fill('Trade show');
  await company.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Your company has been updated')).toBeVisible();
  await expect(suburb).toBeDisabled();
  await expect(suburb).toHaveValue('Balmain');
  await expect(card(page, 'Company details').getByText('Balmain')).toBeVisible();

  // A new contact: the form checks in the spec's order, then adds it.
  await page.getByRole('button', { name: 'New contact' }).click();
  const fresh = card(page, 'New contact');
  await fresh.getByLabel('First Name').fill('Sam');
  await fresh.getByLabel('Last Name').fill('Porter');
  await fresh.getByRole('button', { name: 'Add contact' }).click();
  await expect(fresh.getByRole('alert')).toHaveText('Position is required');
  await fresh.getByLabel('Position').fill('Buyer');
  await fresh.getByLabel('Mobile').fill('0400 111 222');
  await fresh.getByLabel('Email').fill('sam.porter@e2e.example.com');
  await fresh.getByRole('button', { name: 'Add contact' }).click();
  await expect(page.getByText('Your contact has been added')).toBeVisible();
  const sam = card(page, 'Sam Porter');
  await expect(sam.getByLabel('Position')).toHaveValue('Buyer');

  // Its address label is a real PDF, fetched with the session.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const contactId = await page.evaluate(async (auth) => {
    const userid = new URL(location.href).searchParams.get('userid');
    const response = await fetch(`/api/companies/getcompanybyuser/${userid}`, {
      headers: { Authorization: `Bearer ${auth}` },
    });
    const body = (await response.json()) as { data: { contacts: { id: number; firstname: string }[] } };
    return body.data.contacts.find((c) => c.firstname === 'Sam')?.id;
  }, token);
  const label = await page.request.get(`/api/companies/addressespdf/${contactId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(label.headers()['content-type']).toBe('application/pdf');
  expect((await label.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Delete asks first.
  await sam.getByRole('button', { name: 'Delete contact' }).click();
  await expect(confirmDialog(page)).toContainText('Sam Porter');
  await confirmDialog(page).getByRole('button', { name: 'Delete contact' }).click();
  await expect(page.getByText('Your contact has been deleted')).toBeVisible();
  await expect(sam).toHaveCount(0);

  // Change Account: the spec's checks, then the confirm dialog, then the change.
  const account = page.getByRole('form', { name: 'Change Account' });
  await expect(account.getByLabel('Email')).toHaveValue(client.email);
  const newPassword = `new-${client.password}`;
  await account.getByLabel('New Password').fill(newPassword);
  await account.getByLabel('Confirm Password').fill(`${newPassword}x`);
  await account.getByRole('button', { name: 'SAVE' }).click();
  await expect(account.getByRole('alert')).toHaveText('The password is not matching');
  await account.getByLabel('Confirm Password').fill(newPassword);
  await account.getByLabel('Email').fill('');
  await account.getByRole('button', { name: 'SAVE' }).click();
  await expect(account.getByRole('alert')).toHaveText('The email is required');
  await account.getByLabel('Email').fill(client.email);
  await account.getByRole('button', { name: 'SAVE' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Yes, change it' }).click();
  await expect(page.getByText('The account has been changed')).toBeVisible();

  await withPage(browser, async (clientPage) => {
    await signIn(clientPage, client.email, newPassword, '/myorders');
  });
});

test("NEW QUOTE REQUEST says 'Please select company first.' and then opens the new quote", async ({
  page,
}) => {
  const client = await adminWithNewClient(page, 'newquote');
  await page.getByRole('button', { name: 'NEW QUOTE REQUEST' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select company first.');

  await chooseCompany(page, client.company);
  await page.getByRole('button', { name: 'NEW QUOTE REQUEST' }).click();
  await expect(page).toHaveURL(/\/admin\/requests\/edit\/\d+$/);
});

test('NEW CLIENT checks the form and then shows the new client', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
  await page.getByRole('button', { name: 'NEW CLIENT' }).click();
  const form = card(page, 'New company');
  await form.getByRole('button', { name: 'SAVE' }).click();
  await expect(form.getByRole('alert')).toHaveText('Form is empty');
  await form.getByLabel('Suburb').fill('Newtown');
  await form.getByRole('button', { name: 'SAVE' }).click();
  await expect(form.getByRole('alert')).toHaveText('Company Name is required');

  const name = newAccount('newclient').company;
  await form.getByLabel('Company').fill(name);
  await form.getByLabel('Contact Number').fill('02 9000 0000');
  await form.getByLabel('Email').fill(newAccount('newclient').email);
  await form.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('New company has been added')).toBeVisible();
  await expect(page).toHaveURL(/[?&]userid=\d+/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
});

test('the customer hub shows its tabs and its own company without admin fields', async ({ page }) => {
  const customer = newAccount('custhub');
  await registerByApi(page.request, customer);
  await signIn(page, customer.email, customer.password, '/myorders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const sections = page.getByRole('tablist', { name: 'My Orders sections' });
  await expect(sections.getByRole('tab')).toHaveText(['Account', 'Brand', 'Quotes', 'Jobs', 'Visuals']);
  await expect(page.getByRole('link', { name: 'NEW QUOTE REQUEST' })).toHaveAttribute(
    'href',
    '/requests/add',
  );

  await sections.getByRole('tab', { name: 'Account' }).click();
  const company = card(page, 'Company');
  await expect(company.getByLabel('Company')).toHaveValue(customer.company);
  await expect(company.getByLabel('Referral')).toHaveCount(0);
  await expect(company.getByRole('button', { name: 'Delete company' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Change Account' })).toHaveCount(0);

  // A customer edits its own company like an admin does.
  await company.getByRole('switch', { name: 'Edit' }).check();
  await company.getByLabel('Suburb').fill('Fitzroy');
  await company.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Your company has been updated')).toBeVisible();
  await expect(company.getByLabel('Suburb')).toBeDisabled();
  await expect(company.getByLabel('Suburb')).toHaveValue('Fitzroy');

  await sections.getByRole('tab', { name: 'Brand' }).click();
  await expect(page.getByRole('table', { name: 'Logos' })).toBeVisible();
  await expect(page.getByText('No files yet.')).toBeVisible();
});

test('axe finds no violation on the client hub and the customer hub', async ({ browser }) => {
  // Several axe scans or two sign-ins on a 2-core machine: more than the default 30 s.
  test.slow();
  const client = newAccount('hubaxe');
  await withPage(browser, async (page) => {
    await registerByApi(page.request, client);
    await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
    await expect(page.getByRole('combobox', { name: 'Company', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await chooseCompany(page, client.company);
    await expect(card(page, 'Company')).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await withPage(browser, async (page) => {
    await signIn(page, client.email, client.password, '/myorders');
    await page.getByRole('tab', { name: 'Account' }).click();
    await expect(card(page, 'Company')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Quotes', exact: true }).first().click();
    await expect(page.getByRole('searchbox', { name: 'Search Quote' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('the accounts list leads to the client hub, where deleting a company says what goes first', async ({
  page,
}) => {
  // A client with a quote, so the dialog has something to say about what stays. (Not a NEW QUOTE
  // REQUEST left untouched: the editor deletes that draft on the way out.)
  const { account: client } = await customerWithQuote(page.request, 'delco', { label: 'Delco shirts' });
  await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
  await page.goto('/admin/all_accounts');
  await page.getByLabel('Search accounts').fill(client.email);
  await page.getByRole('link', { name: `Client ${client.email}` }).click();
  await expect(page).toHaveURL(/\/admin\/myorders\?userid=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: client.company })).toBeVisible();

  await card(page, 'Company').getByRole('button', { name: 'Delete company' }).click();
  const dialog = confirmDialog(page);
  await expect(dialog).toContainText(`Deleting ${client.company} also deletes its 1 contact.`);
  await expect(dialog).toContainText('its 1 quote stay');
  await dialog.getByRole('button', { name: 'Delete company' }).click();
  await expect(page.getByText('Your company has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/myorders$/);
  await page.getByRole('combobox', { name: 'Company', exact: true }).fill(client.company);
  await expect(page.getByRole('option', { name: client.company, exact: true })).toHaveCount(0);
});

/** The smallest PNG: one transparent pixel. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('an admin uploads a company logo, and the quote manager passes axe', async ({ page }) => {
  // Several axe scans or two sign-ins on a 2-core machine: more than the default 30 s.
  test.slow();
  const client = await adminWithNewClient(page, 'logo');
  await chooseCompany(page, client.company);
  const company = card(page, 'Company');
  await expect(company.getByText('No logo')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await company.getByRole('button', { name: 'Upload logo' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(page.getByText('Your logo has been uploaded')).toBeVisible();
  await expect(company.getByRole('img', { name: `Logo of ${client.company}` })).toBeVisible();

  const userid = new URL(page.url()).searchParams.get('userid');
  await page.goto(`/admin/quote_manager?userid=${userid}`);
  const sections = page.getByRole('tablist', { name: 'Client sections' });
  await expect(sections.getByRole('tab')).toHaveText([
    'All Quotes',
    'Clients',
    'Brand',
    'Quotes',
    'Jobs',
    'Visuals',
    'Production',
    'Info',
  ]);
  await expect(page.getByRole('searchbox', { name: 'Search Quote' })).toBeVisible();
  await expectNoAxeViolations(page);
});
