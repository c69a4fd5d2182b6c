import type { ComponentType } from 'react';

/**
 * Every page path of the portal, once: who may open it and what it shows. The
 * router (router.tsx) and the guards (guards.ts) are both built from this table, so a page cannot
 * exist without a rule, nor a rule without a page.
 *
 * - `public`: anyone, signed in or not (the link pages and the ways in).
 * - `sign-in`: signed out only; a signed-in user goes home.
 * - `home`: never shown; signed in goes home, signed out to /login-page.
 * - `signed-in`: any role once signed in.
 * - `customer` / `admin`: that role only. A customer's quote path with `adminTwin` sends staff to
 *   the same path under /admin (accounts spec 2.1), its query string kept.
 */
export type PageAccess = 'public' | 'sign-in' | 'home' | 'signed-in' | 'customer' | 'admin';

/** A page's component, loaded on demand so the sign-in page loads only what it needs. */
export type PageLoader = () => Promise<ComponentType>;

export type PageRoute = { path: string; access: PageAccess; load?: PageLoader; adminTwin?: boolean };

const customerHub = async () => (await import('../features/clients/CustomerHubPage.tsx')).CustomerHubPage;
const clientHub = async () => (await import('../features/clients/ClientHubPage.tsx')).ClientHubPage;
// One editor page serves every quote and order path; it reads the path for its mode.
const editor = async () => (await import('../features/quote-editor/QuoteEditorPage.tsx')).QuoteEditorPage;
const quoteView = async () => (await import('../features/quote-view/QuoteViewPage.tsx')).QuoteViewPage;
const customerQuotes = async () =>
  (await import('../features/quote-list/CustomerQuotesPage.tsx')).CustomerQuotesPage;
const adminQuotes = async () => (await import('../features/quote-list/AdminQuotesPage.tsx')).AdminQuotesPage;

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', access: 'home' },
  { path: '/landing-page', access: 'home' },
  { path: '/profile-page', access: 'home' },
  {
    path: '/login-page',
    access: 'sign-in',
    // Each way in is its own chunk: the sign-in page, the one most opened, loads nothing of the
    // reset page's link check or the others' fields.
    load: async () => (await import('../features/auth/LoginPage.tsx')).LoginPage,
  },
  {
    path: '/register-page',
    access: 'public',
    load: async () => (await import('../features/auth/RegisterPage.tsx')).RegisterPage,
  },
  {
    path: '/forgot',
    access: 'public',
    load: async () => (await import('../features/auth/ForgotPasswordPage.tsx')).ForgotPasswordPage,
  },
  {
    path: '/reset',
    access: 'public',
    load: async () => (await import('../features/auth/ResetPasswordPage.tsx')).ResetPasswordPage,
  },
  {
    path: '/accept',
    access: 'public',
    load: async () => (await import('../features/links/AcceptPage.tsx')).AcceptPage,
  },
  {
    path: '/reject',
    access: 'public',
    load: async () => (await import('../features/links/RejectPage.tsx')).RejectPage,
  },
  {
    path: '/proofs',
    access: 'public',
    load: async () => (await import('../features/proofs/ProofLinkPage.tsx')).ProofLinkPage,
  },
  {
    path: '/myaccount',
    access: 'signed-in',
    load: async () => (await import('../features/account/MyAccountPage.tsx')).MyAccountPage,
  },
  {
    path: '/howtoorder',
    access: 'signed-in',
    load: async () => (await import('../features/help/HowToOrderPage.tsx')).HowToOrderPage,
  },
  {
    path: '/catalogues',
    access: 'signed-in',
    load: async () => (await import('../features/catalogues/CataloguesPage.tsx')).CataloguesPage,
  },
  { path: '/myorders', access: 'customer', load: customerHub },
  { path: '/myorders/edit/:id', access: 'customer', load: editor, adminTwin: true },
  { path: '/myorders/view/:id', access: 'customer', load: editor, adminTwin: true },
  { path: '/requests', access: 'customer', load: customerQuotes },
  { path: '/requests/add', access: 'customer', load: editor, adminTwin: true },
  { path: '/requests/edit/:id', access: 'customer', load: editor, adminTwin: true },
  { path: '/requests/view/:id', access: 'customer', load: quoteView, adminTwin: true },
  // Staff answer nothing here: they see a quote's proofs in the editor's Proofs panel.
  {
    path: '/requests/proofs/:id',
    access: 'customer',
    load: async () => (await import('../features/proofs/PortalProofsPage.tsx')).PortalProofsPage,
  },
  {
    path: '/admin/all_accounts',
    access: 'admin',
    load: async () => (await import('../features/admin/AllAccountsPage.tsx')).AllAccountsPage,
  },
  {
    path: '/admin/today',
    access: 'admin',
    load: async () => (await import('../features/today/TodayPage.tsx')).TodayPage,
  },
  {
    path: '/admin/outbox',
    access: 'admin',
    load: async () => (await import('../features/admin/OutboxPage.tsx')).OutboxPage,
  },
  {
    path: '/admin/reports',
    access: 'admin',
    load: async () => (await import('../features/reports/ReportsPage.tsx')).ReportsPage,
  },
  {
    path: '/admin/setting',
    access: 'admin',
    load: async () => (await import('../features/admin/SettingPage.tsx')).SettingPage,
  },
  {
    path: '/admin/setting/pricing',
    access: 'admin',
    load: async () => (await import('../features/pricing/PriceTablesPage.tsx')).PriceTablesPage,
  },
  {
    path: '/admin/quote_manager',
    access: 'admin',
    load: async () => (await import('../features/clients/QuoteManagerPage.tsx')).QuoteManagerPage,
  },
  { path: '/admin/myorders', access: 'admin', load: clientHub },
  { path: '/admin/myorders/edit/:id', access: 'admin', load: editor },
  { path: '/admin/myorders/view/:id', access: 'admin', load: editor },
  { path: '/admin/requests', access: 'admin', load: adminQuotes },
  { path: '/admin/requests/add', access: 'admin', load: editor },
  { path: '/admin/requests/edit/:id', access: 'admin', load: editor },
  { path: '/admin/requests/view/:id', access: 'admin', load: quoteView },
  {
    path: '/admin/uploadproduct',
    access: 'admin',
    load: async () => (await import('../features/product-data/ProductDataPage.tsx')).default,
  },
];
