import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLink } from './BrandLink.tsx';
import classes from './layout.module.css';

/** The top bar: brand on the left, the signed-in user's area on the right, the menu below. */
export function Header({ userArea, menu }: { userArea?: ReactNode; menu?: ReactNode }) {
  return (
    <header>
      <div className="app-top-bar">
        <Container size="lg" className="app-top-inner">
          <BrandLink />
          {userArea}
        </Container>
      </div>
      {menu && (
        <div className={classes.menuBar}>
          <Container size="lg">{menu}</Container>
        </div>
      )}
    </header>
  );
}
