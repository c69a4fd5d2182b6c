import type { LoginAnswer } from '@portal/domain';
import {
  CLIENT_MESSAGES,
  type CompanyAnswer,
  type ContactDeleteAnswer,
  type ContactSaveAnswer,
  LOGO_MAX_BYTES,
} from '@portal/domain/clients';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, quotes } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { goldenContent } from '../../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart } from '../catalogue/test-multipart.ts';
import { PNG_1PX, pdfText, registerCustomer } from './test-helpers.ts';

const newContact = {
  firstname: 'Noor',
  lastname: 'Haddad',
  position: 'Purchasing Officer',
  mobile: '0455 555 019',
  phone: '02 9555 0190',
  email: 'noor.haddad@example.com',
  address: '40 Dock Street',
  suburb: 'Pyrmont',
  state: 'NSW',
  postcode: '2009',
};

describe.each(testDatabases())('contact, logo and label calls on $name', (kind) => {
  let t: TestApp;
  let admin: LoginAnswer;
  let other: LoginAnswer;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin@example.com');
    other = await t.signIn('customer2@example.com');
  });
  afterAll(() => t.close());

  const companyOf = async (token: string, userId: number) =>
    (await t.call<CompanyAnswer>('GET', `/api/companies/getcompanybyuser/${userId}`, { token })).body.data;
  const addContact = (token: string, body: Record<string, unknown>) =>
    t.call<ContactSaveAnswer>('POST', '/api/companies/addcontact', { token, body });

  it('checks a contact save with the spec messages, in order', async () => {
    const fresh = await registerCustomer(t);
    const company = await companyOf(fresh.token, fresh.user.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...newContact }, CLIENT_MESSAGES.createCompanyFirst],
      [{ ...newContact, company_id: '' }, CLIENT_MESSAGES.createCompanyFirst],
      [{ ...newContact, company_id: company.id, firstname: ' ' }, CLIENT_MESSAGES.firstNameRequired],
      [{ ...newContact, company_id: company.id, position: '' }, CLIENT_MESSAGES.positionRequired],
      [{ ...newContact, company_id: company.id, mobile: undefined }, CLIENT_MESSAGES.mobileRequired],
      [{ ...newContact, company_id: company.id, email: '' }, CLIENT_MESSAGES.contactEmailRequired],
    ];
    for (const [body, message] of cases) {
      const res = await addContact(fresh.token, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.body).toEqual({ status: 'error', data: message });
    }
    const contactId = company.contacts[0]?.id as number;
    const edit = await t.call('POST', `/api/companies/editcontact/${contactId}`, {
      token: fresh.token,
      body: { ...newContact, position: '' },
    });
    expect(edit.body.data).toBe(CLIENT_MESSAGES.positionRequired);
  });

  it('adds, edits and moves the primary mark within one company', async () => {
    const fresh = await registerCustomer(t);
    const company = await companyOf(fresh.token, fresh.user.id);
    const first = company.contacts[0]?.id as number;

    const added = await addContact(fresh.token, { ...newContact, company_id: String(company.id) });
    expect(added.statusCode).toBe(200);
    expect(added.body.data.message).toBe(CLIENT_MESSAGES.contactAdded);
    expect(added.body.data.contact).toMatchObject({
      ...newContact,
      company_id: company.id,
      company_name: 'Fresh Client Pty Ltd',
      user_id: fresh.user.id,
      primary_set: false,
    });

    // The old client's form: the contact as JSON text in one field.
    const form = multipart({
      contact: JSON.stringify({ ...newContact, firstname: 'Noura', primary_set: 1 }),
    });
    const edited = await t.app.inject({
      method: 'POST',
      url: `/api/companies/editcontact/${added.body.data.contact.id}`,
      headers: { ...form.headers, authorization: `Bearer ${fresh.token}` },
      payload: form.payload,
    });
    expect(edited.json().data).toMatchObject({
      message: CLIENT_MESSAGES.contactUpdated,
      contact: { firstname: 'Noura', primary_set: true },
    });
    const after = await companyOf(fresh.token, fresh.user.id);
    expect(after.contacts.map((c) => [c.id, c.primary_set])).toEqual([
      [added.body.data.contact.id, true],
      [first, false],
    ]);
  });

  it("answers 404 for another customer's company and contacts, on every call", async () => {
    const fresh = await registerCustomer(t);
    const company = await companyOf(fresh.token, fresh.user.id);
    const contactId = company.contacts[0]?.id as number;
    const as = { token: other.token };
    expect((await addContact(other.token, { ...newContact, company_id: company.id })).statusCode).toBe(404);
    expect(
      (await t.call('POST', `/api/companies/editcontact/${contactId}`, { ...as, body: newContact }))
        .statusCode,
    ).toBe(404);
    expect((await t.call('POST', `/api/companies/deletecontact/${contactId}`, as)).statusCode).toBe(404);
    expect(
      (
        await t.call('POST', `/api/companies/addlogo/${company.id}`, {
          ...as,
          body: { logo: PNG_1PX.toString('base64') },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.call('GET', `/api/companies/addressespdf/${contactId}`, as)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/contacts/getcontact?id=${contactId}`, as)).statusCode).toBe(404);
    // Nothing changed.
    expect((await companyOf(fresh.token, fresh.user.id)).contacts).toHaveLength(1);
  });

  it('clears the contact from quotes when it is deleted, and hands the primary mark on', async () => {
    const fresh = await registerCustomer(t);
    const company = await companyOf(fresh.token, fresh.user.id);
    const primary = company.contacts[0]?.id as number;
    const second = (await addContact(fresh.token, { ...newContact, company_id: company.id })).body.data
      .contact.id;
    const quote = await t.call<{ id: number; version: number }>('POST', '/api/quotes/add', {
      token: fresh.token,
      body: {
        content: goldenContent(),
        contact_user: String(primary),
        collection_id: String(primary),
        contact_info: 'Casey Client, 03 9000 0000',
      },
    });
    expect(quote.statusCode).toBe(200);

    const res = await t.call<ContactDeleteAnswer>('POST', `/api/companies/deletecontact/${primary}`, {
      token: fresh.token,
    });
    expect(res.body.data).toEqual({ message: CLIENT_MESSAGES.contactDeleted, quotes_cleared: 1 });
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, quote.body.data.id));
    expect(row).toMatchObject({
      contactUser: null,
      collectionId: null,
      contactInfo: 'Casey Client, 03 9000 0000',
    });
    expect(row?.version).toBe(quote.body.data.version + 1);
    const after = await companyOf(fresh.token, fresh.user.id);
    expect(after.contacts.map((c) => [c.id, c.primary_set])).toEqual([[second, true]]);

    // An admin may delete any contact; the last one leaves the company without contacts.
    const last = await t.call<ContactDeleteAnswer>('POST', `/api/companies/deletecontact/${second}`, {
      token: admin.token,
    });
    expect(last.body.data).toEqual({ message: CLIENT_MESSAGES.contactDeleted, quotes_cleared: 0 });
    expect((await companyOf(fresh.token, fresh.user.id)).contacts).toEqual([]);
  });

  it('takes a logo by its content: png, jpeg and gif up to 1 MB', async () => {
    const fresh = await registerCustomer(t);
    const company = await companyOf(fresh.token, fresh.user.id);
    const upload = (body: unknown) =>
      t.call(`POST`, `/api/companies/addlogo/${company.id}`, { token: fresh.token, body });

    // Declared as jpeg, but the bytes are a png: stored as what the bytes are.
    const ok = await upload({ logo: `data:image/jpeg;base64,${PNG_1PX.toString('base64')}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body.data).toEqual({
      message: CLIENT_MESSAGES.logoUploaded,
      logo: `data:image/png;base64,${PNG_1PX.toString('base64')}`,
    });
    expect((await companyOf(fresh.token, fresh.user.id)).logo).toBe(
      `data:image/png;base64,${PNG_1PX.toString('base64')}`,
    );

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload({ logo: `data:image/png;base64,${svg.toString('base64')}` })).body.data).toBe(
      CLIENT_MESSAGES.logoType,
    );
    expect((await upload({ logo: 'not base64 at all!' })).body.data).toBe(CLIENT_MESSAGES.logoType);
    expect((await upload({ logo: '' })).body.data).toBe(CLIENT_MESSAGES.logoMissing);
    expect((await upload({})).body.data).toBe(CLIENT_MESSAGES.logoMissing);
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(LOGO_MAX_BYTES)]);
    const tooBig = await upload({ logo: big.toString('base64') });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.body.data).toBe(CLIENT_MESSAGES.logoTooLarge);

    // A file in a multipart form, as the dropzone sends it.
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    const form = multipart({}, { field: 'logo', name: 'logo.gif', data: gif, type: 'image/gif' });
    const filed = await t.app.inject({
      method: 'POST',
      url: `/api/companies/addlogo/${company.id}`,
      headers: { ...form.headers, authorization: `Bearer ${fresh.token}` },
      payload: form.payload,
    });
    expect(filed.statusCode).toBe(200);
    expect(filed.json().data.logo).toBe(`data:image/gif;base64,${gif.toString('base64')}`);
    const [row] = await t.database.db
      .select({ logo: companies.logo })
      .from(companies)
      .where(eq(companies.id, company.id));
    expect(row?.logo?.startsWith('data:image/gif;base64,')).toBe(true);
  });

  it("makes a real PDF of the contact's address label", async () => {
    const fresh = await registerCustomer(t, 'Label Makers Pty Ltd');
    const company = await companyOf(fresh.token, fresh.user.id);
    const contact = (await addContact(fresh.token, { ...newContact, company_id: company.id })).body.data
      .contact;
    for (const token of [fresh.token, admin.token]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/companies/addressespdf/${contact.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="address-label-${contact.id}.pdf"`,
      );
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.subarray(-8).toString('latin1')).toContain('%%EOF');
      const text = pdfText(pdf);
      for (const words of [
        'DELIVER TO',
        'Noor Haddad',
        'Label Makers Pty Ltd',
        '40 Dock Street',
        'PYRMONT  NSW  2009',
      ])
        expect(text).toContain(words);
    }
    expect(
      (await t.call('GET', '/api/companies/addressespdf/999999', { token: admin.token })).statusCode,
    ).toBe(404);
    expect((await t.call('GET', `/api/companies/addressespdf/${contact.id}`)).statusCode).toBe(401);
  });
});
