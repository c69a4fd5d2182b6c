import { describe, expect, it } from 'vitest';
import { TOUR_PAGES, type TourWho } from '../../../../e2e/tests/page-tour-pages.ts';
import { PAGE_ROUTES, type PageAccess } from './route-table.ts';

/** Who the page tour must open a page as, for each kind of access. */
const VISITORS: Record<PageAccess, readonly TourWho[]> = {
  public: ['signed-out'],
  'sign-in': ['signed-out'],
  home: [],
  'signed-in': ['customer', 'admin'],
  customer: ['customer'],
  admin: ['admin'],
};

describe('the page tour (e2e/tests/page-tour.spec.ts)', () => {
  it('opens every page of the route table, as everyone who may see it', () => {
    const shown = PAGE_ROUTES.filter((route) => route.load);
    const missing = shown
      .filter((route) => {
        const stop = TOUR_PAGES.find((page) => page.pattern === route.path);
        return !stop || VISITORS[route.access].some((who) => !stop.who.includes(who));
      })
      .map((route) => `${route.path} (${route.access})`);
    expect(missing).toEqual([]);
  });

  it('opens no page the table does not have', () => {
    const known = new Set(PAGE_ROUTES.filter((route) => route.load).map((route) => route.path));
    expect(TOUR_PAGES.map((page) => page.pattern).filter((pattern) => !known.has(pattern))).toEqual([]);
  });
});
