/**
 * The pages the page tour (page-tour.spec.ts) opens, as the route table names them
 * (apps/web/src/app/route-table.ts). apps/web/src/app/route-table.test.ts checks that every page
 * of the table is here, so a new page is toured (its fit and its axe scan) from the day it exists.
 *
 * `open` turns a pattern into a path to visit from the ids the tour made: a draft quote, a
 * completed quote and an order of a fresh customer.
 */
export type TourIds = { draft: number; completed: number; order: number; customer: number };
export type TourWho = 'signed-out' | 'customer' | 'admin';
export type TourPage = { pattern: string; who: readonly TourWho[]; open: (ids: TourIds) => string };

const page = (pattern: string, who: readonly TourWho[], open?: (ids: TourIds) => string): TourPage => ({
  pattern,
  who,
  open: open ?? (() => pattern),
});

const signedIn = ['customer', 'admin'] as const;

export const TOUR_PAGES: readonly TourPage[] = [
  page('/login-page', ['signed-out']),
  page('/register-page', ['signed-out']),
  page('/forgot', ['signed-out']),
  page('/reset', ['signed-out'], () => '/reset?token=not-a-real-token'),
  page('/accept', ['signed-out'], () => '/accept?token=not-a-real-token'),
  page('/reject', ['signed-out'], () => '/reject?token=not-a-real-token'),
  page('/proofs', ['signed-out'], () => '/proofs?token=not-a-real-token'),
  page('/myaccount', signedIn),
  page('/howtoorder', signedIn),
  page('/catalogues', signedIn),
  page('/myorders', ['customer']),
  page('/myorders/edit/:id', ['customer'], ({ order }) => `/myorders/edit/${order}`),
  page('/myorders/view/:id', ['customer'], ({ order }) => `/myorders/view/${order}`),
  page('/requests', ['customer']),
  page('/requests/add', ['customer']),
  page('/requests/edit/:id', ['customer'], ({ draft }) => `/requests/edit/${draft}`),
  page('/requests/view/:id', ['customer'], ({ completed }) => `/requests/view/${completed}`),
  page('/requests/proofs/:id', ['customer'], ({ order }) => `/requests/proofs/${order}`),
  page('/admin/all_accounts', ['admin']),
  page('/admin/outbox', ['admin']),
  page('/admin/today', ['admin']),
  page('/admin/reports', ['admin']),
  page('/admin/setting', ['admin']),
  page('/admin/setting/pricing', ['admin']),
  page('/admin/quote_manager', ['admin']),
  page('/admin/myorders', ['admin'], ({ customer }) => `/admin/myorders?userid=${customer}`),
  page('/admin/myorders/edit/:id', ['admin'], ({ order }) => `/admin/myorders/edit/${order}`),
  page('/admin/myorders/view/:id', ['admin'], ({ order }) => `/admin/myorders/view/${order}`),
  page('/admin/requests', ['admin']),
  page('/admin/requests/add', ['admin'], ({ customer }) => `/admin/requests/add?user=${customer}`),
  page('/admin/requests/edit/:id', ['admin'], ({ completed }) => `/admin/requests/edit/${completed}`),
  page('/admin/requests/view/:id', ['admin'], ({ completed }) => `/admin/requests/view/${completed}`),
  page('/admin/uploadproduct', ['admin']),
];
