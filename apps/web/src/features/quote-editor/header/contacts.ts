import type { AnyCompanyAnswer } from '@portal/domain/clients';
import { oneLineAddress } from '../../clients/index.ts';

export type ContactOption = { value: string; label: string };

type Contact = AnyCompanyAnswer['contacts'][number];

export const contactName = (c: Contact): string =>
  `${c.firstname} ${c.lastname}`.trim() || c.email || 'No name';

export const contactAddress = (c: Contact): string => oneLineAddress(c);

/** The company's contacts as select options, valued by contact id (what POST /quotes/edit stores). */
export const contactOptions = (company: AnyCompanyAnswer | null | undefined): ContactOption[] =>
  (company?.contacts ?? []).map((c) => ({ value: String(c.id), label: contactName(c) }));

/** The same with the address, for the delivery chooser; contacts without one are left out. */
export const addressOptions = (company: AnyCompanyAnswer | null | undefined): ContactOption[] =>
  (company?.contacts ?? [])
    .filter((c) => contactAddress(c) !== '')
    .map((c) => ({ value: String(c.id), label: `${contactName(c)}: ${contactAddress(c)}` }));

/** What choosing a contact writes on the quote: its id, and its email and phone as text. */
export const contactChoice = (
  contact: Contact | undefined,
): { contact_user: string; contact_info: string } => ({
  contact_user: contact ? String(contact.id) : '',
  contact_info: contact ? [contact.email, contact.mobile || contact.phone].filter(Boolean).join(' · ') : '',
});

export const findContact = (company: AnyCompanyAnswer | null | undefined, id: string): Contact | undefined =>
  company?.contacts.find((c) => String(c.id) === id);
