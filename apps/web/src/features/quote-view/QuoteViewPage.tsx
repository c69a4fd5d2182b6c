import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDisplayDate } from '@portal/domain/dates';
import { isAccepted } from '@portal/domain/status';
import { useLocation, useParams } from 'react-router';
import { FormMessage } from '../../components/FormMessage.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { OrderProgress } from '../order-progress/index.ts';
import { LineQuestionsContext, useLineQuestions } from '../quote-editor/index.ts';
import { SinceViewedChanges } from '../revisions/index.ts';
import { AdminFigures } from './AdminFigures.tsx';
import { useQuoteView } from './api/getQuote.ts';
import { ItemsTable } from './ItemsTable.tsx';
import { firstCategoryItems } from './item-lines.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { ViewActions } from './ViewActions.tsx';

/**
 * /requests/view/{id} and /admin/requests/view/{id}: the quote read-only (accounts spec 2.9).
 * Every amount is the server's: GET /quotes/edit answers the priced lines and the Order Summary,
 * already redacted for a customer, so nothing is priced again here.
 */
export function QuoteViewPage() {
  const id = Number(useParams().id);
  const user = useCurrentUser();
  const adminPath = useLocation().pathname.startsWith('/admin/');
  const view = useQuoteView(id);
  const viewer = { role: user?.role ?? 'customer' };
  const admin = adminPath && viewer.role === 'admin';
  const lineQuestions = useLineQuestions(
    view.data ? id : null,
    view.data?.quote.user_id ?? user?.id ?? 0,
    admin,
  );

  if (view.isPending) {
    return (
      <>
        <PageHeader title={`Quote ${id}`} />
        <Loader role="status" aria-label="Loading the quote" />
      </>
    );
  }
  if (view.isError) {
    return (
      <>
        <PageHeader title={`Quote ${id}`} />
        <FormMessage error={errorMessage(view.error)} />
      </>
    );
  }
  const { quote, priced } = view.data;
  const items = firstCategoryItems(quote.content, priced);
  const category = quote.content.categories[0]?.category_info?.name;
  const itemsTitle = typeof category === 'string' && category ? category : 'Items';
  return (
    <>
      <PageHeader
        title={`${quote.label || `Quote ${quote.id}`} - R${quote.revision}`}
        description={
          <>
            Quote {quote.id} · {quote.status || 'Draft'}
            {quote.order_status ? ` · ${quote.order_status}` : ''}
            {quote.valid_to ? ` · Valid until ${formatDisplayDate(quote.valid_to)}` : ''}
          </>
        }
      />
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md" bg="white" data-print="hide">
          <ViewActions quote={quote} viewer={viewer} admin={admin} hash={view.data.hash} />
        </Paper>
        <SinceViewedChanges read={view.data} />
        {/* An order's steps after acceptance, as on the order's own page. */}
        {isAccepted(quote.order_status) && <OrderProgress quoteId={quote.id} />}
        <Paper withBorder p="lg" radius="md" bg="white">
          <Title order={2} size="h3" mb="xs">
            {itemsTitle}
          </Title>
          {quote.client_label && (
            <Text mb="sm">
              <strong>Description:</strong> {quote.client_label}
            </Text>
          )}
          <LineQuestionsContext value={lineQuestions}>
            <ItemsTable items={items} title={itemsTitle} />
          </LineQuestionsContext>
        </Paper>
        <Paper withBorder p="lg" radius="md" bg="white">
          <OrderSummary lines={priced.summaryLines} />
        </Paper>
        {admin && 'approved_price' in quote && (
          <Paper withBorder p="lg" radius="md" bg="white" data-print="hide">
            <AdminFigures approvedPrice={quote.approved_price} discount={quote.discount} />
          </Paper>
        )}
      </Stack>
    </>
  );
}
