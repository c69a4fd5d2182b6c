import { Anchor, Text } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/**
 * The admin's client, quote and data pages. Later issues fill them; until then each page says
 * plainly what it will hold.
 */
const useQuoteNumber = () => {
  const { id } = useParams();
  return id ? `Q${id}` : '';
};

const AccountsLink = () => (
  <Text mt="md">
    Meanwhile, every account is listed under{' '}
    <Anchor component={Link} to="/admin/all_accounts">
      All Accounts
    </Anchor>
    .
  </Text>
);

export function AdminClientsPage() {
  return (
    <PlaceholderPage title="Clients" extra={<AccountsLink />}>
      Choose a client company here to see its details and contacts, brand and visual files, quotes, jobs and
      production files, and to start a new quote request for it.
    </PlaceholderPage>
  );
}

export function AdminQuotesPage() {
  return (
    <PlaceholderPage title="Quotes" extra={<AccountsLink />}>
      Every client's quotes will be listed here with their status, ready and sent flags, totals and an
      archive.
    </PlaceholderPage>
  );
}

export function QuoteManagerPage() {
  return (
    <PlaceholderPage title="Quote Manager" extra={<AccountsLink />}>
      The quote manager will show all quotes across clients, beside the client tools.
    </PlaceholderPage>
  );
}

export function AdminNewRequestPage() {
  const [params] = useSearchParams();
  const user = params.get('user');
  return (
    <PlaceholderPage title="New Quote Request">
      {user
        ? `A new quote request for account ${user} will be built here.`
        : 'A new quote request for a client will be built here; choose the client first.'}
    </PlaceholderPage>
  );
}

export function AdminEditRequestPage() {
  const number = useQuoteNumber();
  return (
    <PlaceholderPage title={`Quote ${number}`}>
      Quote {number} will open here for pricing and review, with costs, margins, tasks and the conversation
      log.
    </PlaceholderPage>
  );
}

export function AdminViewRequestPage() {
  const number = useQuoteNumber();
  return (
    <PlaceholderPage title={`Quote ${number}`}>
      Quote {number} will be shown here read-only, with its approved price, discount and total.
    </PlaceholderPage>
  );
}

export function AdminEditOrderPage() {
  const number = useQuoteNumber();
  return (
    <PlaceholderPage title={`Order ${number}`}>
      Order {number} will open here to be finalised and sent to the job-management service.
    </PlaceholderPage>
  );
}

export function AdminViewOrderPage() {
  const number = useQuoteNumber();
  return (
    <PlaceholderPage title={`Order ${number}`}>
      Order {number} will be shown here read-only, with its progress and conversation log.
    </PlaceholderPage>
  );
}
