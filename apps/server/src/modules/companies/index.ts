// What other modules read of the client companies: a quote's company and contact, and a
// company logo checked before a quote points at it.

export { checkedLogo } from './add-logo.ts';
export {
  type CompanyRow,
  type ContactRow,
  companyOfAccount,
  contactForUser,
  toContactAnswer,
} from './companies.repo.ts';
