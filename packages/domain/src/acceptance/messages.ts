/** Texts of accepting with a purchase order and of the acceptance certificate (ours: the spec is silent). */
export const ACCEPTANCE_MESSAGES = {
  poRequired: 'Your company asks for a purchase order number with every order. Please enter your PO number.',
  poTooLong: 'The PO number can be at most 50 characters.',
  poCharacters: 'The PO number can hold letters, digits, spaces and - / . # _ only.',
  nameRequired: 'Please type your name to accept the quote.',
  noCertificate: 'This quote has no acceptance record.',
  customersOnly: 'Only the customer accepts a quote. Use Submit Order to place the order for them.',
} as const;
