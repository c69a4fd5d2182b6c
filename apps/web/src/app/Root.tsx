import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
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
  // A new page starts at its top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs for each new path, which it need not read.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);
  if (target !== null) return <Navigate to={target} replace />;
  return (
    <>
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
