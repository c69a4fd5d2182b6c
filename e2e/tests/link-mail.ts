import { type APIRequestContext, expect } from '@playwright/test';
import type { EmailDraftAnswer } from '@portal/domain/quote-links';
import type { ParsedMail } from 'mailparser';
import { api } from './fixtures.ts';
import { loadQuote } from './quote-editor-helpers.ts';

/** The accept and reject links of a received mail, as paths on the portal's own origin. */
export function linksOf(mail: ParsedMail): { accept: string; reject: string } {
  const text = mail.text ?? '';
  const accept = /https?:\/\/\S+\/accept\?token=\S+/.exec(text)?.[0];
  const reject = /https?:\/\/\S+\/reject\?token=\S+/.exec(text)?.[0];
  expect(accept, 'an accept link in the mail').toBeTruthy();
  expect(reject, 'a reject link in the mail').toBeTruthy();
  const local = (href: string) => {
    const url = new URL(href);
    return `${url.pathname}${url.search}`;
  };
  return { accept: local(accept ?? ''), reject: local(reject ?? '') };
}

/** Staff e-mail the quote through the API with the server's draft, for tests about the links. */
export async function emailByApi(request: APIRequestContext, adminToken: string, id: number): Promise<void> {
  const draft = await api<EmailDraftAnswer>(request, 'GET', `/api/quotes/emaildraft/${id}`, adminToken);
  const { quote } = await loadQuote(request, id, adminToken);
  await api(request, 'POST', `/api/quotes/sendemail/${id}`, adminToken, {
    to: draft.to,
    subject: draft.subject,
    text: draft.text,
    version: quote.version,
  });
}
