import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript script (run by node in `npm run lint`), without types.
import { findServerViolations, findViolations, serverFigures, sourcesUnder } from './import-boundaries.mjs';

type SourceFile = { path: string; text: string };
const check = findViolations as (files: SourceFile[]) => string[];
const checkServer = findServerViolations as (files: SourceFile[]) => string[];
const figuresOf = serverFigures as (files: SourceFile[]) => {
  edges: Map<string, number>;
  cycles: string[];
  backUp: string[];
};
const sources = sourcesUnder as (dir: string) => SourceFile[];

describe('the web app import boundaries', () => {
  it('finds no breach in the web app', () => {
    const files = sources(path.resolve(import.meta.dirname, '../apps/web/src'));
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

describe('the server rooms', () => {
  it('finds no breach, no cycle and no import pointing back up in the server', () => {
    const files = sources(path.resolve(import.meta.dirname, '../apps/server/src'));
    expect(files.length).toBeGreaterThan(200);
    expect(checkServer(files)).toEqual([]);
    const figures = figuresOf(files);
    expect(figures.cycles).toEqual([]);
    expect(figures.backUp).toEqual([]);
    expect(figures.edges.size).toBeGreaterThan(0);
  });

  it('catches planted breaches: another module inside, a module below the modules, app.ts, a route group', () => {
    const planted = [
      { path: 'modules/memos/planted.ts', text: "import { findUserById } from '../users/users.repo.ts';" },
      {
        path: 'modules/memos/fine.ts',
        text: "import { findUserById } from '../users/index.ts';\nimport x from 'zod';",
      },
      { path: 'modules/memos/own.ts', text: "import { storeNote } from './write-memo.ts';" },
      { path: 'db/client.ts', text: "import type { QuoteRow } from '../modules/quotes/quote-record.ts';" },
      { path: 'config.ts', text: "import { USERS } from './modules/users/index.ts';" },
      {
        path: 'app-context.ts',
        text: "import type { PdfCache } from './modules/quotes/quote-pdf/pdf-cache.ts';",
      },
      { path: 'modules/users/build.ts', text: "import { buildApp } from '../../app.ts';" },
      {
        path: 'modules/catalogue/catalogue.routes.ts',
        text: "import { uploads } from './product-data.routes.ts';",
      },
      {
        path: 'main.ts',
        text: "import { buildApp } from './app.ts';\nimport { start } from './modules/memos/index.ts';",
      },
      { path: 'app.ts', text: "import { memosRoutes } from './modules/memos/memos.routes.ts';" },
      { path: 'modules/memos/memos.test.ts', text: "import { buildApp } from '../../app.ts';" },
    ];
    expect(checkServer(planted)).toEqual([
      'modules/memos/planted.ts imports ../users/users.repo.ts: use modules/users/index.ts',
      'db/client.ts imports ../modules/quotes/quote-record.ts: the layers below the modules import no module',
      'config.ts imports ./modules/users/index.ts: the layers below the modules import no module',
      'app-context.ts imports ./modules/quotes/quote-pdf/pdf-cache.ts: the layers below the modules import no module',
      'modules/users/build.ts imports ../../app.ts: nothing but main.ts imports app.ts, and nothing main.ts',
      'modules/catalogue/catalogue.routes.ts imports ./product-data.routes.ts: route groups are registered in app.ts',
    ]);
  });

  it('catches a planted cycle between modules, even through their index.ts', () => {
    const planted = [
      { path: 'modules/quotes/status-move.ts', text: "import { queueInvoice } from '../handoff/index.ts';" },
      { path: 'modules/handoff/send.ts', text: "import { recordHistory } from '../quotes/index.ts';" },
      { path: 'modules/memos/notify.ts', text: "import { recordHistory } from '../quotes/index.ts';" },
    ];
    expect(checkServer(planted)).toEqual([
      'modules import each other in a cycle: handoff -> quotes -> handoff',
    ]);
    expect(figuresOf(planted).edges).toEqual(
      new Map([
        ['quotes -> handoff', 1],
        ['handoff -> quotes', 1],
        ['memos -> quotes', 1],
      ]),
    );
  });

  it('counts imports pointing back up: a lower file that imports a module drags its importers along', () => {
    const planted = [
      {
        path: 'app-context.ts',
        text: "import type { PdfCache } from './modules/quotes/quote-pdf/pdf-cache.ts';",
      },
      { path: 'modules/users/login.ts', text: "import type { AppContext } from '../../app-context.ts';" },
      { path: 'modules/users/register.ts', text: "import { buildApp } from '../../app.ts';" },
      { path: 'app.ts', text: "import type { AppContext } from './app-context.ts';" },
    ];
    expect(figuresOf(planted).backUp).toEqual([
      'app-context.ts imports ./modules/quotes/quote-pdf/pdf-cache.ts',
      'modules/users/login.ts imports ../../app-context.ts',
      'modules/users/register.ts imports ../../app.ts',
    ]);
  });
});
