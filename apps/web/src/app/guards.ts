import { homePathFor, isAdmin } from '@portal/domain/access';

/**
 * The route guards of accounts spec 2.1, as one pure function: given where the browser is and
 * who is signed in, where should it be instead (null: stay). Kept apart from React so the whole
 * table reads in one place.
 */
type GuardUser = { role: string } | null;

const ID = '[^/]+';
const exact = (...paths: string[]) => paths.map((p) => new RegExp(`^${p}$`));
const matches = (patterns: RegExp[], path: string) => patterns.some((re) => re.test(path));

/** Signed out: the link pages and the ways in. Everything else goes to /login-page. */
const SIGNED_OUT = exact('/accept', '/reject', '/register-page', '/forgot', '/login-page', '/reset');

/** Signed in, any role: these go to the role's home. */
const TO_HOME = exact('/', '/login-page', '/landing-page', '/profile-page');

/** Signed in, any role: allowed as they are. */
const ANY_ROLE = exact(
  '/register-page',
  '/forgot',
  '/catalogues',
  '/myaccount',
  '/howtoorder',
  '/accept',
  '/reject',
  '/reset',
);

const CUSTOMER = exact(
  '/myorders',
  '/requests',
  '/requests/add',
  `/myorders/edit/${ID}`,
  `/myorders/view/${ID}`,
  `/requests/edit/${ID}`,
  `/requests/view/${ID}`,
);

const ADMIN = exact(
  '/admin/all_accounts',
  '/admin/quote_manager',
  '/admin/myorders',
  '/admin/requests',
  `/admin/myorders/edit/${ID}`,
  `/admin/myorders/view/${ID}`,
  '/admin/requests/add',
  `/admin/requests/edit/${ID}`,
  `/admin/requests/view/${ID}`,
  '/admin/uploadproduct',
  '/admin/setting',
  '/admin/setting/pricing',
  '/admin/outbox',
);

/** Customer quote and order paths that an admin is sent to the admin equivalent of. */
const ADMIN_EQUIVALENT = new RegExp(
  `^/(myorders/(?:edit|view)/${ID}|requests/(?:edit|view)/${ID}|requests/add)$`,
);

const normalise = (pathname: string): string => {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === '' ? '/' : trimmed;
};

export function guardRedirect(pathname: string, search: string, user: GuardUser): string | null {
  const path = normalise(pathname);
  const target = (() => {
    if (!user) return matches(SIGNED_OUT, path) ? path : '/login-page';
    if (matches(TO_HOME, path)) return homePathFor(user);
    if (matches(ANY_ROLE, path)) return path;
    if (isAdmin(user)) {
      if (matches(ADMIN, path)) return path;
      const equivalent = ADMIN_EQUIVALENT.exec(path);
      if (equivalent) return `/admin/${equivalent[1]}${search}`;
      return '/';
    }
    if (matches(CUSTOMER, path)) return path;
    return '/';
  })();
  if (target === pathname) return null;
  // A path that only differs by a trailing slash keeps its query string.
  if (target === path) return `${path}${search}`;
  return target;
}
