// What others use of the conversation log: the SMTP listener for replies by e-mail (main.ts), and
// the request for changes a link writes (quote-links), and the proof step's lines (proofs).

export { authorOf, linkAuthorOf } from './author.ts';
export { replyAddressOf } from './reply-address.ts';
export { writeChangeRequest } from './request-changes.ts';
export { type ReplyListener, startReplyListener } from './smtp-listener.ts';
export { noteOfText } from './text-note.ts';
export { writeMemo } from './write-memo.ts';
