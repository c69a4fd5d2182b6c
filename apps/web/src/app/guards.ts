import { homePathFor, isAdmin } from '@portal/domain/access';
import { PAGE_ROUTES } from './route-table.ts';

/**
 * The route guards of accounts spec 2.1, as one pure function: given where the browser is and
 * who is signed in, where should it be instead (null: stay). Who may open which page is the
 * route table's (route-table.ts), the same table the router is built from.
 */
type GuardUser = { role: string } | null;

/** A table path as a pattern: `:id` stands for one path segment. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/:[a-z]+/gi, '[^/]+')}$`);
const compiled = PAGE_ROUTES.map((route) => ({ ...route, pattern: patternOf(route.path) }));
const routeAt = (path: string) => compiled.find((route) => route.pattern.test(path));

const normalise = (pathname: string): string => {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === '' ? '/' : trimmed;
};

/** /admin and below: a customer is sent home from all of it, pages or not (spec 2.1). */
const isAdminArea = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * A path that is no page of the portal stays where it is and shows the 404 page (decisions/112),
 * signed in or out: sending it home or to sign-in hides a mistyped or stale link.
 */
export const isUnknownPath = (pathname: string): boolean => routeAt(normalise(pathname)) === undefined;

export function guardRedirect(pathname: string, search: string, user: GuardUser): string | null {
  const path = normalise(pathname);
  const route = routeAt(path);
  const target = (() => {
    if (!route && !(user && !isAdmin(user) && isAdminArea(path))) return pathname;
    if (!user) return route?.access === 'public' || route?.access === 'sign-in' ? path : '/login-page';
    if (!route) return '/';
    switch (route.access) {
      case 'home':
      case 'sign-in':
        return homePathFor(user);
      case 'public':
      case 'signed-in':
        return path;
      case 'admin':
        return isAdmin(user) ? path : '/';
      case 'customer':
        if (!isAdmin(user)) return path;
        return route.adminTwin ? `/admin${path}${search}` : '/';
    }
  })();
  if (target === pathname) return null;
  // A path that only differs by a trailing slash keeps its query string.
  if (target === path) return `${path}${search}`;
  return target;
}
