/** The image shown when a product has none, or its image does not load. */
export const FALLBACK_IMAGE = '/api/products/placeholder/other/9a9ca0.svg';

/**
 * Shared-folder links to direct image links (quote spec 2, docs/decisions/032): Dropbox share
 * pages to raw files, Google Drive file pages to the file, OneDrive embeds to downloads.
 * Anything else is returned as given; an empty link gives the placeholder.
 */
export function directImageUrl(link: string | null | undefined): string {
  const raw = (link ?? '').trim();
  if (!raw) return FALLBACK_IMAGE;
  let url: URL;
  try {
    url = new URL(raw, 'http://relative.invalid');
  } catch {
    return FALLBACK_IMAGE;
  }
  if (url.hostname === 'relative.invalid') return raw.startsWith('/') ? raw : FALLBACK_IMAGE;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return FALLBACK_IMAGE;
  const host = url.hostname.toLowerCase();
  if (host === 'www.dropbox.com' || host === 'dropbox.com') {
    url.searchParams.delete('dl');
    url.searchParams.set('raw', '1');
    return url.toString();
  }
  if (host === 'drive.google.com') {
    const id = /\/file\/d\/([^/]+)/.exec(url.pathname)?.[1] ?? url.searchParams.get('id');
    if (id) return `https://drive.google.com/uc?export=view&id=${encodeURIComponent(id)}`;
  }
  if ((host === 'onedrive.live.com' || host === '1drv.ms') && url.pathname.includes('/redir')) {
    url.pathname = url.pathname.replace('/redir', '/download');
    return url.toString();
  }
  return url.toString();
}
