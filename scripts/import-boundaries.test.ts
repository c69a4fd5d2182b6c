import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript script (run by node in `npm run lint`), without types.
import { findViolations, webSources } from './import-boundaries.mjs';

const check = findViolations as (files: { path: string; text: string }[]) => string[];

describe('the web app import boundaries', () => {
  it('finds no breach in the web app', () => {
    const files = (webSources as (dir: string) => { path: string; text: string }[])(
      path.resolve(import.meta.dirname, '../apps/web/src'),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(check(files)).toEqual([]);
  });

  it('catches planted breaches: another feature inside, app/ from a feature', () => {
    const planted = [
      {
        path: 'features/quote-view/Planted.tsx',
        text: "import { x } from '../quote-list/api/listQuotes.ts';",
      },
      {
        path: 'features/quote-view/Lazy.tsx',
        text: "const m = import('../clients/components/CompanyCard.tsx');",
      },
      { path: 'features/quote-view/Theme.tsx', text: "export { theme } from '../../app/theme.ts';" },
      {
        path: 'features/quote-view/Fine.tsx',
        text: "import { y } from '../quote-list/index.ts';\nimport z from 'react';",
      },
      { path: 'features/quote-view/Own.tsx', text: "import { w } from './api/view.ts';" },
    ];
    expect(check(planted)).toEqual([
      'features/quote-view/Planted.tsx imports ../quote-list/api/listQuotes.ts: use features/quote-list/index.ts',
      'features/quote-view/Lazy.tsx imports ../clients/components/CompanyCard.tsx: use features/clients/index.ts',
      'features/quote-view/Theme.tsx imports ../../app/theme.ts: only main.tsx may import app/',
    ]);
  });
});
