/**
 * What the quote editor shows of a client: the company and contact cards, the company's
 * details and its query, and the address and placeholder words.
 */
export { companyByUserQuery } from './api/companyByUser.ts';
export { CompanyCard } from './components/CompanyCard.tsx';
export { CompanyDetails } from './components/CompanyDetails.tsx';
export { ContactCard } from './components/ContactCard.tsx';
export { NO_COMPANY_YET, oneLineAddress } from './fields.ts';
