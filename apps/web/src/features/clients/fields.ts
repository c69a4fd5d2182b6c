import type { AnyCompanyAnswer, CompanyFields, ContactAnswer, ContactFields } from '@portal/domain/clients';

/** The form's text values; the domain schemas read them (spec 3 names, spec labels). */
export type CompanyValues = Record<Exclude<keyof CompanyFields, 'po_required'>, string> & {
  po_required: boolean;
};
export type ContactValues = Record<Exclude<keyof ContactFields, 'company_id' | 'primary_set'>, string> & {
  primary_set: boolean;
};

type Field<K extends string> = { key: K; label: string; type?: 'email' | 'tel' | 'url' };

/** Company fields in the order of spec 3; Referral is the admin's only (spec 6). */
export const COMPANY_FIELDS: readonly Field<Exclude<keyof CompanyValues, 'po_required'>>[] = [
  { key: 'company', label: 'Company' },
  { key: 'phone', label: 'Contact Number', type: 'tel' },
  { key: 'mobile', label: 'Mobile', type: 'tel' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'web', label: 'Web', type: 'url' },
  { key: 'address', label: 'Street' },
  { key: 'suburb', label: 'Suburb' },
  { key: 'state', label: 'State' },
  { key: 'postcode', label: 'Postcode' },
  { key: 'referral', label: 'Referral' },
];

/** Contact fields in the order of spec 3; Primary Contact is a tick box beside them. */
export const CONTACT_FIELDS: readonly Field<Exclude<keyof ContactValues, 'primary_set'>>[] = [
  { key: 'firstname', label: 'First Name' },
  { key: 'lastname', label: 'Last Name' },
  { key: 'position', label: 'Position' },
  { key: 'mobile', label: 'Mobile', type: 'tel' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'address', label: 'Street' },
  { key: 'suburb', label: 'Suburb' },
  { key: 'state', label: 'State' },
  { key: 'postcode', label: 'Postcode' },
];

export const companyValuesOf = (company: AnyCompanyAnswer | null): CompanyValues => ({
  company: company?.company ?? '',
  phone: company?.phone ?? '',
  mobile: company?.mobile ?? '',
  email: company?.email ?? '',
  web: company?.web ?? '',
  address: company?.address ?? '',
  suburb: company?.suburb ?? '',
  state: company?.state ?? '',
  postcode: company?.postcode ?? '',
  referral: company && 'referral' in company ? company.referral : '',
  po_required: company?.po_required ?? false,
});

export const contactValuesOf = (contact: ContactAnswer | null): ContactValues => ({
  firstname: contact?.firstname ?? '',
  lastname: contact?.lastname ?? '',
  position: contact?.position ?? '',
  mobile: contact?.mobile ?? '',
  phone: contact?.phone ?? '',
  email: contact?.email ?? '',
  address: contact?.address ?? '',
  suburb: contact?.suburb ?? '',
  state: contact?.state ?? '',
  postcode: contact?.postcode ?? '',
  primary_set: contact?.primary_set ?? false,
});

/** The first zod issue's message: the domain schemas answer the spec's words without a field name. */
export const firstProblem = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

/** Said where an account has no company yet and its empty company form follows. */
export const NO_COMPANY_YET = 'This account has no company yet. Add its details to create it.';

type AddressParts = {
  address?: string | null;
  suburb?: string | null;
  state?: string | null;
  postcode?: string | null;
};

/** Street, suburb, state and postcode on one line, leaving out the empty parts. */
export const oneLineAddress = (parts: AddressParts): string =>
  [parts.address, parts.suburb, parts.state, parts.postcode]
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(', ');
