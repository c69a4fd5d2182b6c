/**
 * The largest raw message taken, by the webhook and the SMTP listener alike: a 25 MB attachment
 * grows by a third in base64.
 */
export const INBOUND_MAIL_LIMIT = 36 * 1024 * 1024;
