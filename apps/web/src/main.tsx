import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The first render runs as a transition, which React splits into short slices of work, so the
// page answers input while it is drawn (Lighthouse counts every task over 50 ms as blocking).
const app = createRoot(root);
startTransition(() =>
  app.render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  ),
);
