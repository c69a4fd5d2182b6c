import type { PublicBusiness } from '@portal/domain/business-settings';
import { escapeHtml } from '../../lib/escape-html.ts';

/** JSON that cannot end the script element it sits in, nor break a line in old parsers. */
const inertJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The built index.html with the business filled in: the title, the brand's name and
 * logo, the brand colour on <html>, and the business as JSON for the app's first render, so the
 * first paint is the business's and not a copy frozen at build time. Every value is escaped.
 */
export function renderIndexHtml(template: string, business: PublicBusiness): string {
  const name = business.trading_name;
  const mark = business.logo_url
    ? `<img class="app-brand-logo" src="${escapeHtml(business.logo_url)}" alt="" height="36">`
    : null;
  let html = template
    .replace(/<html([^>]*)>/, `<html$1 style="--brand-colour:${escapeHtml(business.brand_colour)}">`)
    .replace(
      /(<title data-business="title">)[^<]*(<\/title>)/,
      `$1${escapeHtml(name ? `${name} Trade Portal` : 'Trade Portal')}$2`,
    )
    .replace(
      /(<span[^>]*data-business="name"[^>]*>)[^<]*(<\/span>)/,
      `$1${escapeHtml(name || 'Trade Portal')}$2`,
    )
    .replace(
      /(<script[^>]*data-business="json"[^>]*>)[^<]*(<\/script>)/,
      (_, open, close) => `${open}${inertJson(business)}${close}`,
    );
  if (mark) html = html.replace(/(<span data-business="mark">)[\s\S]*?<\/svg>(<\/span>)/, `$1${mark}$2`);
  return html;
}
