import { QUOTE_MESSAGES } from '../quote/messages.ts';

/**
 * Texts of the conversation log (accounts spec 2.10, 5, 8). 'Quote is empty' is the
 * spec's; the spec names a remove-note confirm without its words, so these are ours.
 */
export const MEMO_MESSAGES = {
  quoteEmpty: QUOTE_MESSAGES.quoteEmpty,
  noteRequired: 'Please write a note first.',
  noteTooLong: 'This note is too long. Please shorten it or attach it as a file.',
  added: 'Your note has been added',
  fileAdded: 'Your file has been added',
  removed: 'Your note has been removed',
  removeConfirm: 'Are you sure you want to remove this note?',
  notYours: 'You can only remove your own notes.',
  chooseFile: 'Please choose a file to attach.',
  empty: 'No messages yet.',
} as const;
