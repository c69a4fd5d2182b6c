import { Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormMessage } from '../../../components/FormMessage.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { ConversationLogButton } from '../../conversation-log/index.ts';
import { BrandFiles, ProductionFiles, VisualFiles } from '../../files/index.ts';
import { QuoteTable } from '../../quote-list/index.ts';
import { ClientReminders } from '../../reminders/index.ts';
import { useCompanies } from '../api/listCompanies.ts';
import { ClientsTab } from './ClientsTab.tsx';
import { CompanySelect } from './CompanySelect.tsx';
import { CompanySummary } from './CompanySummary.tsx';
import { HubHeader } from './HubHeader.tsx';
import { NewClientModal } from './NewClientModal.tsx';
import { NewQuoteRequestButton } from './NewQuoteRequestButton.tsx';
import { ResetLinkButton } from './ResetLinkButton.tsx';

const readUserId = (raw: string | null): number | null => {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
};

function ChooseFirst() {
  return (
    <Paper withBorder p="lg" radius="md" bg="white">
      <Text>Choose a company above to see its details.</Text>
    </Paper>
  );
}

/**
 * The admin client hub of /admin/myorders and /admin/quote_manager (spec 2.6). The chosen client
 * lives in `?userid=` (the accounts list links here with it), so a reload or a shared link keeps it.
 */
export function AdminHub({ title, allQuotes }: { title: string; allQuotes: boolean }) {
  const [params, setParams] = useSearchParams();
  const userId = readUserId(params.get('userid'));
  const companies = useCompanies();
  const [newClient, setNewClient] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [tab, setTab] = useState<string | null>(allQuotes ? 'all' : 'clients');
  const chosen = useMemo(
    () => (userId === null ? null : (companies.data?.find((c) => c.user_id === userId) ?? null)),
    [companies.data, userId],
  );

  const choose = (id: number | null) => {
    setNotice(null);
    setParams(id === null ? {} : { userid: String(id) });
  };

  const perClient = (render: (id: number) => ReactNode) =>
    userId === null ? <ChooseFirst /> : render(userId);

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            <NewQuoteRequestButton userId={userId} onMissingCompany={setNotice} />
            {/* The chosen client's own log: notes not tied to one quote. */}
            {userId !== null && <ConversationLogButton key={userId} thread={{ kind: 'company', userId }} />}
            {userId !== null && <ResetLinkButton key={`reset-${userId}`} userId={userId} />}
            <Button variant="default" onClick={() => setNewClient(true)}>
              NEW CLIENT
            </Button>
          </>
        }
      />
      <Stack gap="md">
        <FormMessage error={notice} />
        <Group align="flex-start" gap="md" wrap="wrap">
          <CompanySelect
            companies={companies.data ?? []}
            userId={userId}
            loading={companies.isPending}
            onChange={choose}
          />
          <div style={{ flex: 1, minWidth: 280 }}>
            <CompanySummary company={chosen} chosen={userId !== null && !companies.isPending} />
          </div>
        </Group>
        {companies.isError && <FormMessage error={errorMessage(companies.error)} />}
        {userId !== null && <HubHeader userId={userId} />}
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md" aria-label="Client sections">
            {allQuotes && <Tabs.Tab value="all">All Quotes</Tabs.Tab>}
            <Tabs.Tab value="clients">Clients</Tabs.Tab>
            <Tabs.Tab value="brand">Brand</Tabs.Tab>
            <Tabs.Tab value="quotes">Quotes</Tabs.Tab>
            <Tabs.Tab value="jobs">Jobs</Tabs.Tab>
            <Tabs.Tab value="visuals">Visuals</Tabs.Tab>
            <Tabs.Tab value="production">Production</Tabs.Tab>
            <Tabs.Tab value="info">Info</Tabs.Tab>
          </Tabs.List>
          {allQuotes && (
            <Tabs.Panel value="all">
              <QuoteTable kind="quotes" admin />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="clients">
            {perClient((id) => (
              <>
                <ClientsTab key={id} userId={id} onCompanyDeleted={() => choose(null)} />
                <ClientReminders key={`reminders-${id}`} clientId={id} />
              </>
            ))}
          </Tabs.Panel>
          <Tabs.Panel value="brand">
            {perClient((id) => (
              <BrandFiles key={id} ownerId={id} staff />
            ))}
          </Tabs.Panel>
          <Tabs.Panel value="quotes">
            {perClient((id) => (
              <QuoteTable key={id} userid={id} kind="quotes" admin />
            ))}
          </Tabs.Panel>
          <Tabs.Panel value="jobs">
            {perClient((id) => (
              <QuoteTable key={id} userid={id} kind="orders" admin handoff />
            ))}
          </Tabs.Panel>
          <Tabs.Panel value="visuals">
            {perClient((id) => (
              <VisualFiles key={id} ownerId={id} />
            ))}
          </Tabs.Panel>
          <Tabs.Panel value="production">
            {perClient((id) => (
              <ProductionFiles key={id} ownerId={id} />
            ))}
          </Tabs.Panel>
          {/* Spec 2.6: Info is empty. */}
          <Tabs.Panel value="info">{null}</Tabs.Panel>
        </Tabs>
      </Stack>
      <NewClientModal
        opened={newClient}
        onClose={() => setNewClient(false)}
        onCreated={(company) => {
          setNewClient(false);
          choose(company.user_id);
        }}
      />
    </>
  );
}
