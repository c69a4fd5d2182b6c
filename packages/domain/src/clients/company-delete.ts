import { z } from 'zod';

/**
 * What deleting a company takes with it (docs/decisions/041-deleting-companies-and-contacts.md):
 * the company and its contacts go; the account and its quotes stay, and quotes that named one of
 * the contacts keep the contact's text but no longer point at it.
 */
export const companyDeletePreview = z.object({
  company_id: z.number().int(),
  company: z.string(),
  user_id: z.number().int(),
  email: z.string(),
  contacts: z.number().int(),
  quotes: z.number().int(),
  orders: z.number().int(),
  /** The same words the refusal and the confirm dialog use. */
  message: z.string(),
});
export type CompanyDeletePreview = z.infer<typeof companyDeletePreview>;

export const companyDeleteAnswer = companyDeletePreview.extend({ quotes_cleared: z.number().int() });
export type CompanyDeleteAnswer = z.infer<typeof companyDeleteAnswer>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Says what goes with the company and what stays, for the confirm dialog and the refusal. */
export function describeCompanyDelete(facts: {
  company: string;
  email: string;
  contacts: number;
  quotes: number;
  orders: number;
}): string {
  const goes = `Deleting ${facts.company} also deletes its ${plural(facts.contacts, 'contact', 'contacts')}.`;
  if (facts.quotes === 0) return `${goes} The account ${facts.email} has no quotes and stays.`;
  const kept =
    facts.orders > 0
      ? `${plural(facts.quotes, 'quote', 'quotes')} (${plural(facts.orders, 'order', 'orders')} among them)`
      : plural(facts.quotes, 'quote', 'quotes');
  return `${goes} The account ${facts.email} and its ${kept} stay; those quotes keep their contact details as text but no longer point to a contact.`;
}

/** POST /companies/delete/{id}?confirm=1: the confirm step a company with quotes needs. */
export const deleteCompanyQuery = z.object({
  confirm: z
    .preprocess((value) => value === '1' || value === 'true' || value === true || value === 1, z.boolean())
    .optional(),
});
