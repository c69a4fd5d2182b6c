import { z } from 'zod';
import { recordId } from '../api/ids.ts';
import { emailField, flagField, idField, isBlank, textField, unwrapJsonField } from './fields.ts';
import { CLIENT_MESSAGES } from './messages.ts';

/** The contact form's fields (spec 3: Contact). `company_id` names the company on add only. */
export const contactFields = z.object({
  company_id: idField,
  firstname: textField(100),
  lastname: textField(100),
  position: textField(100),
  mobile: textField(40),
  phone: textField(40),
  email: emailField,
  address: textField(300),
  suburb: textField(100),
  state: textField(50),
  postcode: textField(20),
  /** Label "Primary Contact"; a company has at most one. */
  primary_set: flagField,
});
export type ContactFields = z.infer<typeof contactFields>;

type ContactFormValues = Partial<
  Record<Exclude<keyof ContactFields, 'primary_set'>, string | number | undefined>
>;

/**
 * The first problem of a contact save, in the spec's words and order (spec 5), or null. A new
 * contact needs its company to exist first; an existing one already has it.
 */
export function contactProblem(fields: ContactFormValues, options: { needsCompany: boolean }): string | null {
  const text = (value: string | number | undefined) => (value === undefined ? undefined : String(value));
  if (options.needsCompany && !fields.company_id) return CLIENT_MESSAGES.createCompanyFirst;
  if (isBlank(text(fields.firstname))) return CLIENT_MESSAGES.firstNameRequired;
  if (isBlank(text(fields.position))) return CLIENT_MESSAGES.positionRequired;
  if (isBlank(text(fields.mobile))) return CLIENT_MESSAGES.mobileRequired;
  if (isBlank(text(fields.email))) return CLIENT_MESSAGES.contactEmailRequired;
  return null;
}

const contactBody = (needsCompany: boolean) =>
  z.preprocess(
    unwrapJsonField('contact'),
    contactFields.superRefine((fields, ctx) => {
      const problem = contactProblem(fields, { needsCompany });
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );

/** POST /companies/addcontact: plain fields, JSON, or JSON text in a `contact` field. */
export const addContactBody = contactBody(true);
export type AddContactBody = z.infer<typeof addContactBody>;

/** POST /companies/editcontact/{id}: the same fields; the contact stays in its company. */
export const editContactBody = contactBody(false);
export type EditContactBody = z.infer<typeof editContactBody>;

/** A contact as every call answers it (spec 3: Contact, plus the account it belongs to). */
export const contactAnswer = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  /** The customer account of the contact's company. */
  user_id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  position: z.string(),
  mobile: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  primary_set: z.boolean(),
});
export type ContactAnswer = z.infer<typeof contactAnswer>;

export const contactSaveAnswer = z.object({ message: z.string(), contact: contactAnswer });
export type ContactSaveAnswer = z.infer<typeof contactSaveAnswer>;

/** POST /companies/deletecontact/{id}: the message and how many quotes lost this contact. */
export const contactDeleteAnswer = z.object({ message: z.string(), quotes_cleared: z.number().int() });
export type ContactDeleteAnswer = z.infer<typeof contactDeleteAnswer>;

/** The key of a contact search entry (spec 3): '{userid} - {contactid}'. */
export const contactSearchKey = (userId: number, contactId: number) => `${userId} - ${contactId}`;

/** Reads a key back; null when it is not one. */
export function parseContactSearchKey(key: string): { userId: number; contactId: number } | null {
  const match = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(key);
  if (!match) return null;
  return { userId: Number(match[1]), contactId: Number(match[2]) };
}

/** The label of a contact search entry: the person, then the company. */
export function contactSearchLabel(contact: {
  firstname: string;
  lastname: string;
  email: string;
  company_name: string;
}): string {
  const person = `${contact.firstname} ${contact.lastname}`.trim() || contact.email.trim() || 'No name';
  return contact.company_name.trim() ? `${person} - ${contact.company_name.trim()}` : person;
}

/** GET /contacts/getcontactsforsearch: label and key, with the ids spelled out. */
export const contactSearchEntry = z.object({
  label: z.string(),
  key: z.string(),
  user_id: z.number().int(),
  contact_id: z.number().int(),
  company_id: z.number().int(),
});
export type ContactSearchEntry = z.infer<typeof contactSearchEntry>;

export const getContactQuery = z.object({ id: recordId });
