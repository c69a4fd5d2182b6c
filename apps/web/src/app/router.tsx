import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader.tsx';
import { onUnauthorized } from '../lib/api.ts';
import { queryClient } from '../lib/queryClient.ts';
import { Root } from './Root.tsx';
import { RouteError } from './RouteError.tsx';

/**
 * Every page is loaded on demand so the sign-in page only loads what it needs. Which paths a
 * visitor may open is decided by guardRedirect (guards.ts) in Root; these routes only say what
 * each allowed path shows.
 */
const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: pick(await load()) }),
});

const auth = () => import('../features/auth/pages.ts');
const customerHub = () => import('../features/clients/CustomerHubPage.tsx');
const clientHub = () => import('../features/clients/ClientHubPage.tsx');
const quoteManager = () => import('../features/clients/QuoteManagerPage.tsx');
const customerQuotes = () => import('../features/quote-list/CustomerQuotesPage.tsx');
const adminQuotes = () => import('../features/quote-list/AdminQuotesPage.tsx');
// One editor page serves every quote and order path; it reads the path for its mode.
const editor = page(
  () => import('../features/quote-editor/QuoteEditorPage.tsx'),
  (m) => m.QuoteEditorPage,
);
const quoteView = page(
  () => import('../features/quote-view/QuoteViewPage.tsx'),
  (m) => m.QuoteViewPage,
);

const Nothing = () => null;

const routes: RouteObject[] = [
  {
    path: '/',
    Component: Root,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      // '/', /landing-page and /profile-page never show: the guard sends them on.
      { index: true, Component: Nothing },
      { path: 'login-page', ...page(auth, (m) => m.LoginPage) },
      {
        path: 'register-page',
        ...page(
          () => import('../features/auth/RegisterPage.tsx'),
          (m) => m.RegisterPage,
        ),
      },
      { path: 'forgot', ...page(auth, (m) => m.ForgotPasswordPage) },
      { path: 'reset', ...page(auth, (m) => m.ResetPasswordPage) },
      {
        path: 'accept',
        ...page(
          () => import('../features/links/AcceptPage.tsx'),
          (m) => m.AcceptPage,
        ),
      },
      {
        path: 'reject',
        ...page(
          () => import('../features/links/RejectPage.tsx'),
          (m) => m.RejectPage,
        ),
      },
      {
        path: 'myaccount',
        ...page(
          () => import('../features/account/MyAccountPage.tsx'),
          (m) => m.MyAccountPage,
        ),
      },
      {
        path: 'howtoorder',
        ...page(
          () => import('../features/help/HowToOrderPage.tsx'),
          (m) => m.HowToOrderPage,
        ),
      },
      {
        path: 'catalogues',
        ...page(
          () => import('../features/catalogues/CataloguesPage.tsx'),
          (m) => m.CataloguesPage,
        ),
      },
      { path: 'myorders', ...page(customerHub, (m) => m.CustomerHubPage) },
      { path: 'myorders/edit/:id', ...editor },
      { path: 'myorders/view/:id', ...editor },
      { path: 'requests', ...page(customerQuotes, (m) => m.CustomerQuotesPage) },
      { path: 'requests/add', ...editor },
      { path: 'requests/edit/:id', ...editor },
      { path: 'requests/view/:id', ...quoteView },
      {
        path: 'admin/all_accounts',
        ...page(
          () => import('../features/admin/AllAccountsPage.tsx'),
          (m) => m.AllAccountsPage,
        ),
      },
      {
        path: 'admin/outbox',
        ...page(
          () => import('../features/admin/OutboxPage.tsx'),
          (m) => m.OutboxPage,
        ),
      },
      {
        path: 'admin/setting',
        ...page(
          () => import('../features/admin/SettingPage.tsx'),
          (m) => m.SettingPage,
        ),
      },
      {
        path: 'admin/setting/pricing',
        ...page(
          () => import('../features/pricing/PriceTablesPage.tsx'),
          (m) => m.PriceTablesPage,
        ),
      },
      { path: 'admin/quote_manager', ...page(quoteManager, (m) => m.QuoteManagerPage) },
      { path: 'admin/myorders', ...page(clientHub, (m) => m.ClientHubPage) },
      { path: 'admin/myorders/edit/:id', ...editor },
      { path: 'admin/myorders/view/:id', ...editor },
      { path: 'admin/requests', ...page(adminQuotes, (m) => m.AdminQuotesPage) },
      { path: 'admin/requests/add', ...editor },
      { path: 'admin/requests/edit/:id', ...editor },
      { path: 'admin/requests/view/:id', ...quoteView },
      {
        path: 'admin/uploadproduct',
        ...page(
          () => import('../features/product-data/ProductDataPage.tsx'),
          (m) => m.default,
        ),
      },
      // Anything else: the guard redirects before this shows.
      { path: '*', Component: Nothing },
    ],
  },
];

export const router = createBrowserRouter(routes);

// Spec 4.3: a 401 from any call has cleared the session; go to /login-page.
onUnauthorized(() => {
  queryClient.clear();
  void router.navigate('/login-page', { replace: true });
});
