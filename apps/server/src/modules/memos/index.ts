// What main.ts starts of the conversation log: the SMTP listener for replies by e-mail.

export { type ReplyListener, startReplyListener } from './smtp-listener.ts';
