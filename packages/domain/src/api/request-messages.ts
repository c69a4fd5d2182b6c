/**
 * What a client is told when its request cannot be read or stored, in the user's words
 * (every error answer is the envelope with a message; docs/decisions/072).
 */
export const REQUEST_MESSAGES = {
  unreadable: 'The form could not be read. Please send it again.',
  tooLarge: 'The request is too large.',
  fileTooLarge: 'The file is too large.',
  tooManyParts: 'The form has too many fields or files.',
  unsupportedBody: 'This kind of request body is not accepted.',
  notStorable: 'A value in the form is too large or not in a form that can be stored.',
} as const;
