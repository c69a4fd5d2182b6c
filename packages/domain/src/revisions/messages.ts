/** What a customer is told when the quote on their screen is no longer the one they would accept. */
export const REVISION_MESSAGES = {
  changedOnScreen:
    'This quote has changed since it was shown to you. Please open it again to see the latest version before accepting.',
} as const;
