/**
 * Texts of the company and contact forms. The first block is the spec's word for word
 * (accounts spec 5 and 8); the last block is ours, for cases the spec does not show
 * (docs/decisions/040-companies-and-accounts.md).
 */
export const CLIENT_MESSAGES = {
  // Company save (spec 5), in the order the form checks them.
  formEmpty: 'Form is empty',
  companyNameRequired: 'Company Name is required',
  contactNumberRequired: 'Contact Number is required',
  emailAddressRequired: 'Email Address is required',
  // Contact save (spec 5), in the order the form checks them.
  createCompanyFirst: 'Create the company first',
  firstNameRequired: 'First Name is required',
  positionRequired: 'Position is required',
  mobileRequired: 'Mobile number is required',
  contactEmailRequired: 'Contact Email is required',
  // Successes (spec 8).
  newCompanyAdded: 'New company has been added',
  companyAdded: 'Your company has been added',
  companyUpdated: 'Your company has been updated',
  companyDeleted: 'Your company has been deleted',
  contactAdded: 'Your contact has been added',
  contactUpdated: 'Your contact has been updated',
  contactDeleted: 'Your contact has been deleted',
  logoUploaded: 'Your logo has been uploaded',
  // Ours.
  companyExists: 'This account already has a company',
  customersOnly: 'A company belongs to a customer account',
  logoMissing: 'Choose a logo image to upload',
  logoType: 'The logo must be a PNG, JPEG or GIF image',
  logoTooLarge: 'The logo must be 1 MB or smaller',
  invalidEmail: 'Enter a valid email address',
} as const;
