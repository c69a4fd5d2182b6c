import { Tooltip } from '@mantine/core';
import type { SessionUser } from '@portal/domain';
import { isAdmin } from '@portal/domain/access';
import { Link, useLocation } from 'react-router';
import { CATALOGUES_TIP } from '../../lib/texts.ts';
import classes from './layout.module.css';

/** `also`: other paths under the same menu entry, shown as the current one. */
type MenuItem = { label: string; to: string; also?: string[] };

/** Quote spec section 2: the customer and admin menus, with their labels and targets. */
const CUSTOMER_MENU: MenuItem[] = [
  { label: 'HOW TO ORDER', to: '/howtoorder' },
  { label: 'MY ORDERS', to: '/myorders', also: ['/myorders/', '/requests'] },
];

// TODAY (the staff home page) and REPORTS are ours and come first; the spec's four follow as it
// names them.
const ADMIN_MENU: MenuItem[] = [
  { label: 'TODAY', to: '/admin/today' },
  { label: 'REPORTS', to: '/admin/reports' },
  { label: 'QUOTES', to: '/admin/requests', also: ['/admin/requests/', '/admin/quote_manager'] },
  { label: 'CLIENTS', to: '/admin/myorders', also: ['/admin/myorders/'] },
  { label: 'DATA', to: '/admin/uploadproduct' },
  { label: 'ACCOUNT', to: '/admin/setting', also: ['/admin/outbox', '/admin/all_accounts', '/myaccount'] },
];

export function MainMenu({ user }: { user: SessionUser }) {
  const items = isAdmin(user) ? ADMIN_MENU : CUSTOMER_MENU;
  const { pathname } = useLocation();
  const current = (item: MenuItem) =>
    pathname === item.to || (item.also ?? []).some((p) => pathname === p || pathname.startsWith(p));
  return (
    <nav aria-label="Main menu">
      <ul className={classes.menu}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={classes.menuLink} aria-current={current(item) ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
        <li>
          <Tooltip
            label={CATALOGUES_TIP}
            multiline
            w={300}
            withArrow
            openDelay={150}
            events={{ hover: true, focus: true, touch: false }}
          >
            <a href="/catalogues" target="_blank" rel="noopener noreferrer" className={classes.menuLink}>
              CATALOGUES
            </a>
          </Tooltip>
        </li>
      </ul>
    </nav>
  );
}
