// Mantine's stylesheet cut to the components the portal uses (build/mantine-styles.ts).
import 'virtual:mantine-core-styles.css';
import '@mantine/notifications/styles.css';
import './global.css';

import { MantineProvider } from '@mantine/core';
import { TOAST_AUTO_CLOSE_MS } from '@portal/domain/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { queryClient } from '../lib/queryClient.ts';
import { cssVariablesResolver, theme } from '../lib/theme.ts';
import { toastsAsked } from '../lib/toasts-asked.ts';

const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

/**
 * The toasts' container, loaded with the first toast: most pages open without one, and its code
 * (with its transitions) was a part of the sign-in page's JavaScript. The first
 * toast waits in the notifications store until the container arrives and shows it; once loaded,
 * the container stays (lib/toasts-asked.ts).
 */
function Toasts() {
  const asked = useSyncExternalStore(toastsAsked.subscribe, toastsAsked.get);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />
    </Suspense>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Toasts />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
