import { lazy, Suspense } from 'react';
import { Navigate, ScrollRestoration, useLocation } from 'react-router';
import { PageLoader } from '../components/PageLoader.tsx';
import { useSession } from '../lib/session.ts';
import { guardRedirect } from './guards.ts';
import { PublicLayout } from './layout/PublicLayout.tsx';

const SignedInLayout = lazy(() =>
  import('./layout/SignedInLayout.tsx').then((m) => ({ default: m.SignedInLayout })),
);

/** Applies the route guards on every location and session change, then draws the frame. */
export function Root() {
  const session = useSession();
  const location = useLocation();
  const target = guardRedirect(location.pathname, location.search, session?.user ?? null);
  if (target !== null) return <Navigate to={target} replace />;
  return (
    <>
      <ScrollRestoration />
      {session ? (
        <Suspense fallback={<PageLoader />}>
          <SignedInLayout user={session.user} />
        </Suspense>
      ) : (
        <PublicLayout />
      )}
    </>
  );
}
