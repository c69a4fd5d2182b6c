import { describe, expect, it } from 'vitest';
import {
  addContactBody,
  CLIENT_MESSAGES,
  companyBody,
  contactSearchKey,
  contactSearchLabel,
  describeCompanyDelete,
  editContactBody,
  logoBase64Of,
  logoImageType,
  parseContactSearchKey,
  redactCompanyForCustomer,
} from './index.ts';

const bytesOf = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

const company = { company: 'Acme Pty Ltd', phone: '02 9555 0000', email: 'office@acme.example.com' };
const contact = {
  company_id: 3,
  firstname: 'Ana',
  position: 'Buyer',
  mobile: '0400 000 000',
  email: 'a@x.io',
};

describe('company form', () => {
  it("checks in the spec's order and words", () => {
    expect(firstMessage(companyBody.safeParse({}))).toBe(CLIENT_MESSAGES.formEmpty);
    expect(firstMessage(companyBody.safeParse({ company: '  ', web: '' }))).toBe(CLIENT_MESSAGES.formEmpty);
    expect(firstMessage(companyBody.safeParse({ suburb: 'Balmain' }))).toBe(
      CLIENT_MESSAGES.companyNameRequired,
    );
    expect(firstMessage(companyBody.safeParse({ company: 'Acme' }))).toBe(
      CLIENT_MESSAGES.contactNumberRequired,
    );
    expect(firstMessage(companyBody.safeParse({ company: 'Acme', phone: '1' }))).toBe(
      CLIENT_MESSAGES.emailAddressRequired,
    );
    expect(companyBody.safeParse(company).success).toBe(true);
  });

  it('reads the old JSON-in-a-field form and numbers sent as numbers', () => {
    const parsed = companyBody.parse({ company: JSON.stringify({ ...company, postcode: 2041, id: 9 }) });
    expect(parsed).toEqual({ ...company, postcode: '2041' });
  });

  it('refuses a malformed e-mail address', () => {
    expect(firstMessage(companyBody.safeParse({ ...company, email: 'not-an-address' }))).toBe(
      CLIENT_MESSAGES.invalidEmail,
    );
  });

  it('hides Referral from customers', () => {
    const full = {
      id: 1,
      user_id: 2,
      user: { id: 2, email: 'a@b.c' },
      ...company,
      web: '',
      address: '',
      suburb: '',
      state: '',
      postcode: '',
      referral: 'Trade show',
      mobile: '',
      po_required: false,
      created_at: '',
      updated_at: '',
      logo: null,
      contacts: [],
    };
    expect(redactCompanyForCustomer(full)).not.toHaveProperty('referral');
  });
});

describe('contact form', () => {
  it("checks in the spec's order and words", () => {
    expect(firstMessage(addContactBody.safeParse({ ...contact, company_id: '' }))).toBe(
      CLIENT_MESSAGES.createCompanyFirst,
    );
    expect(firstMessage(addContactBody.safeParse({ ...contact, firstname: '' }))).toBe(
      CLIENT_MESSAGES.firstNameRequired,
    );
    expect(firstMessage(addContactBody.safeParse({ ...contact, position: undefined }))).toBe(
      CLIENT_MESSAGES.positionRequired,
    );
    expect(firstMessage(addContactBody.safeParse({ ...contact, mobile: ' ' }))).toBe(
      CLIENT_MESSAGES.mobileRequired,
    );
    expect(firstMessage(addContactBody.safeParse({ ...contact, email: '' }))).toBe(
      CLIENT_MESSAGES.contactEmailRequired,
    );
    expect(addContactBody.parse({ contact: JSON.stringify({ ...contact, primary_set: '1' }) })).toMatchObject(
      {
        company_id: 3,
        primary_set: true,
      },
    );
    expect(editContactBody.safeParse({ ...contact, company_id: undefined }).success).toBe(true);
  });

  it('writes and reads search keys', () => {
    expect(contactSearchKey(12, 345)).toBe('12 - 345');
    expect(parseContactSearchKey('12 - 345')).toEqual({ userId: 12, contactId: 345 });
    expect(parseContactSearchKey('x - 1')).toBeNull();
    expect(contactSearchLabel({ firstname: 'Ana', lastname: 'Li', email: '', company_name: 'Acme' })).toBe(
      'Ana Li - Acme',
    );
  });
});

describe('logos', () => {
  it('knows png, jpeg and gif by their first bytes only', () => {
    expect(logoImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(logoImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(logoImageType(bytesOf('GIF89a...'))).toBe('image/gif');
    expect(logoImageType(bytesOf('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('takes data URLs and bare base64', () => {
    expect(logoBase64Of('data:image/png;base64,iVBORw0K')).toBe('iVBORw0K');
    expect(logoBase64Of('iVBOR\nw0K')).toBe('iVBORw0K');
    expect(logoBase64Of('data:image/png;base64,')).toBeNull();
    expect(logoBase64Of('not base64!')).toBeNull();
  });
});

describe('company delete text', () => {
  it('says what goes and what stays', () => {
    const text = describeCompanyDelete({
      company: 'Acme',
      email: 'a@b.c',
      contacts: 2,
      quotes: 3,
      orders: 1,
    });
    expect(text).toContain('2 contacts');
    expect(text).toContain('3 quotes (1 order among them) stay');
  });
});
