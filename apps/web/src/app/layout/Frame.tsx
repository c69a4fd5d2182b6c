import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { Footer } from './Footer.tsx';
import classes from './layout.module.css';

/** Skip link, header, the page, footer. */
export function Frame({ header }: { header: ReactNode }) {
  // Pages load on demand: a thin bar shows while the next one is on its way.
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && (
        <div className={classes.progress} role="progressbar" aria-label="Loading page" />
      )}
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {header}
      <main id="main" className={classes.main} tabIndex={-1}>
        <Container size="lg">
          <Outlet />
        </Container>
      </main>
      <Footer />
    </>
  );
}
