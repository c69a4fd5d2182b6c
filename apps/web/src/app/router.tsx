import { type ComponentType, lazy, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { onUnauthorized } from '../lib/api.ts';
import { queryClient } from '../lib/queryClient.ts';
import { Root } from './Root.tsx';
import { PAGE_ROUTES } from './route-table.ts';

const Nothing = () => null;
const NotFoundPage = lazy(async () => ({ default: (await import('./NotFoundPage.tsx')).NotFoundPage }));

/**
 * Every page of the route table (route-table.ts), each loaded on demand so the sign-in page only
 * loads what it needs. Which paths a visitor may open is decided by guardRedirect (guards.ts) in
 * Root, from the same table; a path the table gives no page ('/', /landing-page) is never shown,
 * the guard sends it on.
 *
 * The router is the declarative one (BrowserRouter and Routes), not the data router: the portal
 * loads its data with TanStack Query, and the data router's loaders, actions and fetchers were
 * some 15 kB of gzipped JavaScript on the sign-in page for nothing. Pages load
 * in a transition, so the page on screen stays until the next one's code has arrived.
 */
const pages: { path: string; Page: ComponentType }[] = PAGE_ROUTES.map((route) => {
  const load = route.load;
  return { path: route.path, Page: load ? lazy(async () => ({ default: await load() })) : Nothing };
});

/** Spec 4.3: a 401 from any call has cleared the session; go to /login-page. */
function SignOutOnUnauthorized() {
  const navigate = useNavigate();
  useEffect(() => {
    onUnauthorized(() => {
      queryClient.clear();
      void navigate('/login-page', { replace: true });
    });
  }, [navigate]);
  return null;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <SignOutOnUnauthorized />
      <Routes>
        <Route element={<Root />}>
          {pages.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          {/* No page of the portal (decisions/112); the guard has sent on what it should. */}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
