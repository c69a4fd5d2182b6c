/** The Conversation Log's name, on its button and as its dialog's title. */
export const DIALOG_TITLE = 'Conversation Log';
