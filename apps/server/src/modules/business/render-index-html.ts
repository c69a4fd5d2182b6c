import { type PublicBusiness, publicBusiness, withBusinessJson } from '@portal/domain/business-settings';
import { escapeHtml } from '../../lib/escape-html.ts';

/**
 * The built index.html with the business filled in: the title, the brand's name and
 * logo, the brand colour on <html>, and the business as JSON for the app's first render, so the
 * first paint is the business's and not a copy frozen at build time. Every value is escaped, and
 * the JSON is checked by the same schema as GET /business's answer: the app reads it as it is.
 */
export function renderIndexHtml(template: string, business: PublicBusiness): string {
  const name = business.trading_name;
  const mark = business.logo_url
    ? `<img class="app-brand-logo" src="${escapeHtml(business.logo_url)}" alt="" height="36">`
    : null;
  let html = withBusinessJson(template, publicBusiness.parse(business))
    .replace(/<html([^>]*)>/, `<html$1 style="--brand-colour:${escapeHtml(business.brand_colour)}">`)
    .replace(
      /(<title data-business="title">)[^<]*(<\/title>)/,
      `$1${escapeHtml(name ? `${name} Trade Portal` : 'Trade Portal')}$2`,
    )
    .replace(
      /(<span[^>]*data-business="name"[^>]*>)[^<]*(<\/span>)/,
      `$1${escapeHtml(name || 'Trade Portal')}$2`,
    );
  if (mark) html = html.replace(/(<span data-business="mark">)[\s\S]*?<\/svg>(<\/span>)/, `$1${mark}$2`);
  return html;
}
