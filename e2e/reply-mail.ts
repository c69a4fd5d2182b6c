/**
 * Replies by e-mail in the browser runs: the portal's own SMTP listener, away
 * from the app ports other runs use, and the reply domain and secret it is started with.
 */
export const replySmtpPort = (appPort: number): number => appPort + 2100;
export const REPLY_DOMAIN = 'replies.portal.test';
export const REPLY_SECRET = 'e2e-inbound-secret-0123456789abcdef';
