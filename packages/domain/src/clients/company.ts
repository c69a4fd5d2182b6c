import { z } from 'zod';
import { contactAnswer } from './contact.ts';
import { emailField, flagField, isBlank, textField, unwrapJsonField } from './fields.ts';
import { CLIENT_MESSAGES } from './messages.ts';

/** The company form's fields (spec 3: Company), with their bounds (docs/decisions/007). */
export const companyFields = z.object({
  company: textField(200),
  /** Label "Contact Number". */
  phone: textField(40),
  web: textField(300),
  email: emailField,
  /** Label "Street". */
  address: textField(300),
  suburb: textField(100),
  state: textField(50),
  postcode: textField(20),
  /** Admin only: the server ignores it from a customer and never sends it to one. */
  referral: textField(500),
  mobile: textField(40),
  /** Staff only: the company's acceptances must give a purchase order number (decisions/120). */
  po_required: flagField,
});
export type CompanyFields = z.infer<typeof companyFields>;

/** The fields the form shows, for the 'Form is empty' check. */
export const COMPANY_FORM_FIELDS = [
  'company',
  'phone',
  'web',
  'email',
  'address',
  'suburb',
  'state',
  'postcode',
  'referral',
  'mobile',
] as const satisfies readonly (keyof CompanyFields)[];

/** The first problem of a company save, in the spec's words and order (spec 5), or null. */
export function companyProblem(
  fields: Partial<Record<(typeof COMPANY_FORM_FIELDS)[number], string | undefined>>,
): string | null {
  if (COMPANY_FORM_FIELDS.every((key) => isBlank(fields[key]))) return CLIENT_MESSAGES.formEmpty;
  if (isBlank(fields.company)) return CLIENT_MESSAGES.companyNameRequired;
  if (isBlank(fields.phone)) return CLIENT_MESSAGES.contactNumberRequired;
  if (isBlank(fields.email)) return CLIENT_MESSAGES.emailAddressRequired;
  return null;
}

/**
 * POST /companies/add/ and /companies/edit/{id}: the company as plain fields, as JSON, or as
 * JSON text in a `company` field. A problem is reported without a field name, as the form shows it.
 */
export const companyBody = z.preprocess(
  unwrapJsonField('company'),
  companyFields.superRefine((fields, ctx) => {
    const problem = companyProblem(fields);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
);
export type CompanyBody = z.infer<typeof companyBody>;

const companyCore = {
  id: z.number().int(),
  /** The customer account the company belongs to (spec: "user (with id)"). */
  user_id: z.number().int(),
  user: z.object({ id: z.number().int(), email: z.string() }),
  company: z.string(),
  phone: z.string(),
  web: z.string(),
  email: z.string(),
  address: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  referral: z.string(),
  mobile: z.string(),
  /** Whether accepting needs a PO number; the customer sees it, only staff set it. */
  po_required: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** GET /companies/getcompanybyuser/{userId}, as an admin sees it: with logo and contacts. */
export const companyAnswer = z.object({
  ...companyCore,
  /** A data URL (image/png, image/jpeg or image/gif), or null: the page shows a default. */
  logo: z.string().nullable(),
  contacts: z.array(contactAnswer),
});
export type CompanyAnswer = z.infer<typeof companyAnswer>;

/** What a customer may see of its company: everything but the admin-only Referral. */
export const customerCompanyAnswer = companyAnswer.omit({ referral: true });
export type CustomerCompanyAnswer = z.infer<typeof customerCompanyAnswer>;

/** Either view; admins get the first, customers the second. */
export type AnyCompanyAnswer = CompanyAnswer | CustomerCompanyAnswer;

/** GET /companies/getcompanybyuser/{userId}: the account's company as its viewer may see it, or null. */
export const companyByUserAnswer = z.union([companyAnswer, customerCompanyAnswer]).nullable();

/** Drops what a customer must not see; zod's strip removes every key the schema does not name. */
export const redactCompanyForCustomer = (company: CompanyAnswer): CustomerCompanyAnswer =>
  customerCompanyAnswer.parse(company);

/**
 * GET /companies/list/ (admin): every company for the search select and the details card,
 * without logos (fetched with the company) and contacts.
 */
export const companyListEntry = z.object({
  ...companyCore,
  has_logo: z.boolean(),
  contact_count: z.number().int(),
});
export type CompanyListEntry = z.infer<typeof companyListEntry>;
export const companyListAnswer = z.array(companyListEntry);

/** What a company save answers: the spec's message and the company as stored. */
export const companySaveAnswer = z.object({
  message: z.string(),
  company: z.union([companyAnswer, customerCompanyAnswer]),
});
export type CompanySaveAnswer = z.infer<typeof companySaveAnswer>;

/** A company's form fields as answered, so it can be saved again with one change. */
export const companyFieldsOf = (company: AnyCompanyAnswer): CompanyFields => companyFields.parse(company);
