import { QUOTE_MESSAGES } from '../quote/messages.ts';
import { STATUS_MESSAGES } from '../status/apply-action.ts';

/**
 * Texts of Email Quote and of the accept and reject pages (accounts spec 2.11, 4.1).
 * The spec's own words where it has them; ours, in the customer's terms, where it is silent.
 */
export const QUOTE_LINK_MESSAGES = {
  acceptQuestion: 'Are you sure to accept your quote?',
  rejectQuestion: 'Are you sure to reject your quote?',
  rejected: QUOTE_MESSAGES.rejected,
  accepted: QUOTE_MESSAGES.orderSubmitted,
  acceptedNote: QUOTE_MESSAGES.orderSubmittedNote,
  // Ours.
  noToken: 'This link has no quote in it. Please open the link from your email again.',
  unknown: 'This link is not valid. Please open the link from your email again, or contact us.',
  changed:
    'This quote has changed since this link was sent, so it cannot be answered here. Please use the latest email we sent you, or contact us.',
  expired: 'This link has expired with the quote. Please contact us for an updated quote.',
  usedAccepted: 'This quote has already been accepted with this link.',
  usedRejected: 'This quote has already been rejected with this link.',
  closed: 'This quote can no longer be answered by link. Please contact us.',
  noRevisionShown:
    'This link shows no version of the quote to compare. Please open the link from your email again.',
  nameRequired: 'Please type your name to accept the quote.',
  nameRequiredForChanges: 'Please type your name so we know who is asking.',
  emailSent: 'The quote has been emailed.',
  saveFirst: 'Save your changes first: the email sends the quote as it was last saved.',
  withPdf: 'The quote PDF is attached.',
  withLinks: 'The quote PDF is attached. Accept and reject links are added below your message.',
  recipientsRequired: 'Add at least one email address to send the quote to.',
  recipientInvalid: (address: string) => `"${address}" is not an email address.`,
  tooManyRecipients: 'Send the quote to at most 10 addresses at a time.',
  subjectRequired: 'The subject cannot be empty.',
  textRequired: 'The message cannot be empty.',
  staleLink: STATUS_MESSAGES.staleLink,
} as const;
