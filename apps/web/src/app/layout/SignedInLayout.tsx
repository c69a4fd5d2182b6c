import { ModalsProvider } from '@mantine/modals';
import type { SessionUser } from '@portal/domain';
import { isAdmin } from '@portal/domain/access';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useLogout } from '../../features/auth/api/logout.ts';
import { meQuery } from '../../features/auth/api/me.ts';
import { updateSessionUser } from '../../lib/session.ts';
import { Frame } from './Frame.tsx';
import { Header } from './Header.tsx';
import classes from './layout.module.css';
import { MainMenu } from './MainMenu.tsx';

/**
 * Quote spec section 2: greeting with the first name in capitals, and LOG OUT. Beside them, the
 * paths the spec's menus leave out (decisions/099): MY ACCOUNT for everyone, and
 * for customers MY REQUESTS, the list of their quote requests.
 */
function UserArea({ user }: { user: SessionUser }) {
  const logout = useLogout();
  return (
    <div className={classes.userArea}>
      <span className={classes.greeting}>Hi, {user.firstname.toUpperCase()}</span>
      <nav aria-label="Your account" className={classes.accountLinks}>
        {!isAdmin(user) && (
          <Link className={classes.accountLink} to="/requests">
            MY REQUESTS
          </Link>
        )}
        <Link className={classes.accountLink} to="/myaccount">
          MY ACCOUNT
        </Link>
      </nav>
      <button
        type="button"
        className={classes.logout}
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        LOG OUT
      </button>
    </div>
  );
}

/**
 * Signed in: greeting, LOG OUT and the role's menu. Loaded on demand, so the sign-in page does
 * not carry the menu, tooltips and dialogs. It checks the stored token with GET /users/me; a
 * revoked or expired token answers 401, and the API client clears the session and goes to
 * /login-page (spec 4.3).
 */
export function SignedInLayout({ user }: { user: SessionUser }) {
  const me = useQuery(meQuery());
  useEffect(() => {
    if (me.data) updateSessionUser(me.data);
  }, [me.data]);

  return (
    <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>
      <Frame header={<Header userArea={<UserArea user={user} />} menu={<MainMenu user={user} />} />} />
    </ModalsProvider>
  );
}
