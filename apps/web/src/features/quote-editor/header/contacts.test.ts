import type { AnyCompanyAnswer } from '@portal/domain/clients';
import { describe, expect, it } from 'vitest';
import { contactAddress, contactChoice } from './contacts.ts';

type Contact = AnyCompanyAnswer['contacts'][number];
const contact = (fields: Partial<Contact>) =>
  ({ id: 7, email: '', mobile: '', phone: '', ...fields }) as Contact;

describe('choosing a contact for a quote', () => {
  it('stores the id and the email and mobile as the contact info', () => {
    expect(
      contactChoice(contact({ email: 'a@b.co', mobile: '0400 000 000', phone: '03 9000 0000' })),
    ).toEqual({
      contact_user: '7',
      contact_info: 'a@b.co · 0400 000 000',
    });
  });

  it('falls back to the phone without a mobile, and clears both when nothing is chosen', () => {
    expect(contactChoice(contact({ phone: '03 9000 0000' })).contact_info).toBe('03 9000 0000');
    expect(contactChoice(undefined)).toEqual({ contact_user: '', contact_info: '' });
  });

  it('writes the address on one line without the empty parts', () => {
    expect(
      contactAddress(contact({ address: ' 1 Main St ', suburb: '', state: 'VIC', postcode: '3000' })),
    ).toBe('1 Main St, VIC, 3000');
  });
});
