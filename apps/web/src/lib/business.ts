/** The business's details live in the domain, where the quote PDF reads them too. */
export { BUSINESS } from '@portal/domain/business';
