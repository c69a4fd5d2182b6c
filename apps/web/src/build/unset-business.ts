// The domain by path, not by package name: Vite loads its config's packages as Node modules,
// and the domain is TypeScript that only a bundler reads.

import type { Plugin } from 'vite';
import {
  publicBusinessOf,
  UNSET_BUSINESS_SETTINGS,
  withBusinessJson,
} from '../../../../packages/domain/src/business-settings/index.ts';

/**
 * Writes a business that has set nothing yet into index.html, in the build and on the dev
 * server, where the portal's server writes the business staff saved (render-index-html.ts). So
 * every page carries a business and the app's first load needs no defaults or schema of its own.
 */
export function unsetBusiness(): Plugin {
  return {
    name: 'unset-business',
    transformIndexHtml: (html) => withBusinessJson(html, publicBusinessOf(UNSET_BUSINESS_SETTINGS, null)),
  };
}
