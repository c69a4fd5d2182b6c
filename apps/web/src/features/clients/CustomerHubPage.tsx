import { Button, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useCurrentUser } from '../../lib/session.ts';
import { ConversationLogButton } from '../conversation-log/index.ts';
import { BrandFiles, VisualFiles } from '../files/index.ts';
import { QuoteTable } from '../quote-list/index.ts';
import { ClientsTab } from './components/ClientsTab.tsx';

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
            {/* The company's own log with the supplier (issue 13). */}
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
          <Tabs.Panel value="account">{user && <ClientsTab userId={user.id} />}</Tabs.Panel>
          <Tabs.Panel value="brand">{user && <BrandFiles ownerId={user.id} staff={false} />}</Tabs.Panel>
          <Tabs.Panel value="quotes">
            <QuoteTable kind="quotes" admin={false} />
          </Tabs.Panel>
          <Tabs.Panel value="jobs">
            <QuoteTable kind="orders" admin={false} />
          </Tabs.Panel>
          <Tabs.Panel value="visuals">{user && <VisualFiles ownerId={user.id} />}</Tabs.Panel>
        </Tabs>
      </Stack>
    </>
  );
}
