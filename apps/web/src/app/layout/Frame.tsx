import { Container } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/PageLoader.tsx';
import { RouteError } from '../RouteError.tsx';
import { Footer } from './Footer.tsx';
import classes from './layout.module.css';

/** Skip link, header, the page, footer. */
export function Frame({ header }: { header: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {header}
      <main id="main" className={classes.main} tabIndex={-1}>
        <Container size="lg">
          {/* A page that fails shows the error in its place; the next page starts afresh. */}
          <RouteError key={pathname}>
            {/* Only the first page waits here: later ones load while the current one stays. */}
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </RouteError>
        </Container>
      </main>
      <Footer />
    </>
  );
}
