import { Button, Stack, Tabs } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { useCurrentUser } from '../../lib/session.ts';
import { ConversationLogButton } from '../conversation-log/index.ts';
import { QuoteTable } from '../quote-list/index.ts';

// The hub opens on Quotes: the other tabs' code loads when one is chosen, so a phone showing the
// list does not download and run the contact forms and file pages first.
const ClientsTab = lazy(async () => ({ default: (await import('./components/ClientsTab.tsx')).ClientsTab }));
const BrandFiles = lazy(async () => ({ default: (await import('../files/index.ts')).BrandFiles }));
const VisualFiles = lazy(async () => ({ default: (await import('../files/index.ts')).VisualFiles }));

/**
 * /myorders: the customer's hub (spec 2.6): NEW QUOTE REQUEST and the tabs Account, Brand,
 * Quotes, Jobs, Visuals. Account is the customer's own company and contacts, with a customer's
 * rights (no Referral, no company delete; the server enforces both).
 */
export function CustomerHubPage() {
  const user = useCurrentUser();
  const [tab, setTab] = useState<string | null>('quotes');
  return (
    <>
      <PageHeader
        title="My Orders"
        actions={
          <>
            <Button component={Link} to="/requests/add">
              NEW QUOTE REQUEST
            </Button>
            {/* The company's own log with the supplier. */}
            {user && <ConversationLogButton thread={{ kind: 'company', userId: user.id }} />}
          </>
        }
      />
      <Stack gap="md">
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md" aria-label="My Orders sections">
            <Tabs.Tab value="account">Account</Tabs.Tab>
            <Tabs.Tab value="brand">Brand</Tabs.Tab>
            <Tabs.Tab value="quotes">Quotes</Tabs.Tab>
            <Tabs.Tab value="jobs">Jobs</Tabs.Tab>
            <Tabs.Tab value="visuals">Visuals</Tabs.Tab>
          </Tabs.List>
          {/* A tab whose code is still loading shows the page's spinner; the tab list stays. */}
          <Suspense fallback={<PageLoader />}>
            <Tabs.Panel value="account">{user && <ClientsTab userId={user.id} />}</Tabs.Panel>
            <Tabs.Panel value="brand">{user && <BrandFiles ownerId={user.id} staff={false} />}</Tabs.Panel>
            <Tabs.Panel value="quotes">
              <QuoteTable kind="quotes" admin={false} />
            </Tabs.Panel>
            <Tabs.Panel value="jobs">
              <QuoteTable kind="orders" admin={false} />
            </Tabs.Panel>
            <Tabs.Panel value="visuals">{user && <VisualFiles ownerId={user.id} />}</Tabs.Panel>
          </Suspense>
        </Tabs>
      </Stack>
    </>
  );
}
