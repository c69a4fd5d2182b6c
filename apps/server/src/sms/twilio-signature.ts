import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio's request signature (X-Twilio-Signature), as Twilio documents it: the full URL it called,
 * then each POST field's name and value with no separators, fields sorted by name (case-sensitive),
 * HMAC-SHA1 with the account's auth token, base64. The test provider signs with this too.
 */
export function twilioSignature(authToken: string, url: string, fields: Record<string, string>): string {
  const data = Object.keys(fields)
    .sort()
    .reduce((text, name) => `${text}${name}${fields[name]}`, url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Whether the signature given is the one the token makes, compared in constant time. */
export function hasTwilioSignature(
  authToken: string,
  url: string,
  fields: Record<string, string>,
  given: string | undefined,
): boolean {
  const expected = Buffer.from(twilioSignature(authToken, url, fields));
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
