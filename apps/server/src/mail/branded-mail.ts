import { escapeHtml } from '../lib/escape-html.ts';
import type { MailMessage } from './mail-channel.ts';
import { textAsHtml } from './text-as-html.ts';

/** Who the mail comes from, as the business's settings say: drawn around every mail's HTML part. */
export type MailBrand = {
  tradingName: string;
  /** The brand colour (#rrggbb), checked on saving to carry white text. */
  colour: string;
  /** The footer's lines: address, phone, e-mail, website; empty ones are left out. */
  footer: string[];
  /** The logo's bytes, sent inline with the mail; none when the business has not uploaded one. */
  logo: { contentType: string; bytes: Buffer } | null;
};

/** The logo's Content-ID: the HTML part shows it from the mail itself, not from a server. */
export const LOGO_CID = 'business-logo@portal';

const header = (brand: MailBrand) => {
  const name = escapeHtml(brand.tradingName);
  const mark = brand.logo
    ? `<img src="cid:${LOGO_CID}" alt="${name}" style="max-height:56px;max-width:240px;display:block">`
    : `<span style="font-size:20px;font-weight:bold;color:${brand.colour}">${name}</span>`;
  return `<div style="padding:16px 0;border-bottom:3px solid ${brand.colour}">${mark}</div>`;
};

const footer = (brand: MailBrand) =>
  `<div style="margin-top:24px;padding-top:12px;border-top:1px solid #dddddd;color:#555555;font-size:12px">${[
    brand.tradingName,
    ...brand.footer,
  ]
    .filter((line) => line.trim() !== '')
    .map(escapeHtml)
    .join('<br>')}</div>`;

/**
 * A mail as the business sends it: its HTML part (made from the text when the mail has none)
 * between the business's header — its logo, or its name in its colour — and a footer with its
 * details, and the logo attached inline. The text part is left as written, for mail programs
 * that show text only.
 */
export function withBrand(mail: MailMessage, brand: MailBrand): MailMessage {
  const body = mail.html ?? textAsHtml(mail.text);
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#222222;max-width:640px">${header(brand)}<div style="padding:16px 0">${body}</div>${footer(brand)}</body></html>`;
  const logo = brand.logo
    ? [
        {
          filename: `logo.${brand.logo.contentType === 'image/jpeg' ? 'jpg' : 'png'}`,
          contentType: brand.logo.contentType,
          contentBase64: brand.logo.bytes.toString('base64'),
          cid: LOGO_CID,
        },
      ]
    : [];
  return { ...mail, html, attachments: [...(mail.attachments ?? []), ...logo] };
}
