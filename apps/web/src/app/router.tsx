import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader.tsx';
import { onUnauthorized } from '../lib/api.ts';
import { queryClient } from '../lib/queryClient.ts';
import { Root } from './Root.tsx';
import { RouteError } from './RouteError.tsx';
import { PAGE_ROUTES, type PageRoute } from './route-table.ts';

const Nothing = () => null;

/**
 * Every page of the route table (route-table.ts), loaded on demand so the sign-in page only loads
 * what it needs. Which paths a visitor may open is decided by guardRedirect (guards.ts) in Root,
 * from the same table; a path the table gives no page ('/', /landing-page) is never shown, the
 * guard sends it on.
 */
const pageRoute = (route: PageRoute): RouteObject => {
  const load = route.load;
  const shown: Pick<RouteObject, 'lazy' | 'Component'> = load
    ? { lazy: async () => ({ Component: await load() }) }
    : { Component: Nothing };
  return route.path === '/' ? { index: true, ...shown } : { path: route.path.slice(1), ...shown };
};

const routes: RouteObject[] = [
  {
    path: '/',
    Component: Root,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    // Anything else: the guard redirects before this shows.
    children: [...PAGE_ROUTES.map(pageRoute), { path: '*', Component: Nothing }],
  },
];

export const router = createBrowserRouter(routes);

// Spec 4.3: a 401 from any call has cleared the session; go to /login-page.
onUnauthorized(() => {
  queryClient.clear();
  void router.navigate('/login-page', { replace: true });
});
