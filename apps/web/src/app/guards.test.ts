import { describe, expect, it } from 'vitest';
import { guardRedirect, isUnknownPath } from './guards.ts';
import { PAGE_ROUTES } from './route-table.ts';

const customer = { role: 'customer' };
const admin = { role: 'admin' };
/** Where the browser ends up after following redirects. */
const land = (path: string, user: { role: string } | null): string => {
  let current = path;
  for (let hops = 0; hops < 5; hops += 1) {
    const [pathname = '/', search = ''] = current.split(/(?=\?)/);
    const next = guardRedirect(pathname, search, user);
    if (next === null) return current;
    current = next;
  }
  throw new Error(`redirect loop from ${path}`);
};

describe('guardRedirect (accounts spec 2.1)', () => {
  it('lets signed-out visitors reach only the link pages and the ways in', () => {
    for (const path of [
      '/accept?token=x',
      '/reject?token=x',
      '/register-page',
      '/forgot',
      '/login-page',
      '/reset?token=x',
    ]) {
      expect(land(path, null)).toBe(path);
    }
    for (const path of [
      '/',
      '/myorders',
      '/catalogues',
      '/myaccount',
      '/admin/myorders',
      '/admin/requests/view/3',
    ]) {
      expect(land(path, null)).toBe('/login-page');
    }
  });

  it('sends signed-in users from /, /login-page, /landing-page and /profile-page home', () => {
    for (const path of ['/', '/login-page', '/landing-page', '/profile-page']) {
      expect(land(path, customer)).toBe('/myorders');
      expect(land(path, admin)).toBe('/admin/myorders');
    }
  });

  it('allows the pages of any role', () => {
    for (const path of [
      '/register-page',
      '/forgot',
      '/catalogues',
      '/myaccount',
      '/howtoorder',
      '/accept',
      '/reject',
      '/reset?token=x',
    ]) {
      expect(land(path, customer)).toBe(path);
      expect(land(path, admin)).toBe(path);
    }
  });

  it('gives customers their quote pages and keeps them out of /admin', () => {
    for (const path of [
      '/myorders',
      '/requests',
      '/requests/add',
      '/myorders/edit/3',
      '/myorders/view/3',
      '/requests/edit/3',
      '/requests/view/3',
    ]) {
      expect(land(path, customer)).toBe(path);
    }
    expect(guardRedirect('/admin', '', customer)).toBe('/');
    expect(guardRedirect('/admin/myorders', '', customer)).toBe('/');
    expect(guardRedirect('/admin/somewhere', '', customer)).toBe('/');
  });

  it('sends admins from customer quote paths to the admin equivalents', () => {
    expect(land('/myorders/edit/3', admin)).toBe('/admin/myorders/edit/3');
    expect(land('/myorders/view/3', admin)).toBe('/admin/myorders/view/3');
    expect(land('/requests/edit/3', admin)).toBe('/admin/requests/edit/3');
    expect(land('/requests/view/3', admin)).toBe('/admin/requests/view/3');
    expect(land('/requests/add?user=4', admin)).toBe('/admin/requests/add?user=4');
  });

  it('gives admins the admin pages and sends customer-only pages to /', () => {
    for (const path of [
      '/admin/all_accounts',
      '/admin/quote_manager',
      '/admin/myorders',
      '/admin/requests',
      '/admin/myorders/edit/3',
      '/admin/myorders/view/3',
      '/admin/requests/add?user=4',
      '/admin/requests/edit/3',
      '/admin/requests/view/3',
      '/admin/uploadproduct',
      '/admin/setting',
      '/admin/setting/pricing',
      '/admin/outbox',
      '/admin/today',
      '/admin/reports',
    ]) {
      expect(land(path, admin)).toBe(path);
    }
    expect(guardRedirect('/myorders', '', admin)).toBe('/');
    expect(guardRedirect('/requests', '', admin)).toBe('/');
    // No page at all is a 404 for staff too (decisions/112).
    expect(guardRedirect('/admin/nothing', '', admin)).toBeNull();
  });

  it('drops a trailing slash and keeps the query', () => {
    expect(guardRedirect('/myorders/', '?x=1', customer)).toBe('/myorders?x=1');
    expect(guardRedirect('/login-page/', '', null)).toBe('/login-page');
  });

  it('lets someone open every page the router has, since both come from one table', () => {
    const users = [null, customer, admin];
    for (const route of PAGE_ROUTES.filter((entry) => entry.load)) {
      const path = route.path.replace(/:[a-z]+/gi, '12');
      const opened = users.filter((user) => land(path, user) === path);
      expect(opened.length, `${route.path} (${route.access})`).toBeGreaterThan(0);
    }
  });

  it('leaves a path that is no page where it is, for the 404 page, signed in or out', () => {
    for (const path of ['/nothing', '/requests/view', '/myorders/edit/3/extra', '/quotes/12']) {
      for (const user of [null, customer, admin]) {
        expect(guardRedirect(path, '', user)).toBeNull();
        expect(isUnknownPath(path)).toBe(true);
      }
    }
    expect(isUnknownPath('/myorders/edit/3')).toBe(false);
    expect(isUnknownPath('/requests/')).toBe(false);
  });
});
