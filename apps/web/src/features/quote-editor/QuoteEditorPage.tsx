import { Alert } from '@mantine/core';
import { customerStartingCopy, emptyContent } from '@portal/domain/quote';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { errorMessage } from '../../lib/api.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { fetchLatestQuote } from './api/getLatestQuote.ts';
import { newQuoteQuery } from './api/getNewQuote.ts';
import { pricingTablesQuery } from './api/getPricingTables.ts';
import { fetchQuote, quoteQuery } from './api/getQuote.ts';
import { EditorScreen } from './EditorScreen.tsx';
import { type EditorMode, editorModeOf } from './mode.ts';
import { stateOf } from './state/editor-state.ts';

/** A quote that cannot open (not found, not the caller's, a bad path) still gets its page heading. */
function Problem({ title, message }: { title: string; message: string }) {
  return (
    <>
      <PageHeader title={title} />
      {/* Dark red words on the light red panel: red on red was below 4.5:1. */}
      <Alert
        color="red"
        variant="light"
        role="alert"
        title="The quote cannot be shown"
        styles={{
          title: { color: 'var(--mantine-color-red-9)' },
          message: { color: 'var(--mantine-color-text)' },
        }}
      >
        {message}
      </Alert>
    </>
  );
}

/** An existing quote or order, in edit or view mode. */
function ExistingQuote({ mode }: { mode: Extract<EditorMode, { kind: 'edit' | 'view' }> }) {
  const user = useCurrentUser();
  const quote = useQuery(quoteQuery(mode.quoteId));
  const tables = useQuery(pricingTablesQuery());
  if (quote.error || tables.error)
    return <Problem title={`Quote Q${mode.quoteId}`} message={errorMessage(quote.error ?? tables.error)} />;
  if (!quote.data || !tables.data || !user) return <PageLoader />;
  const record = quote.data.quote;
  return (
    <EditorScreen
      // A fresh screen for each quote (duplicate and reorder open another one).
      key={record.id}
      initial={stateOf(record, quote.data.hash)}
      views={'views' in quote.data ? quote.data.views : undefined}
      opened={quote.data}
      serverPriced={quote.data.priced}
      tables={tables.data.tables}
      admin={user.role === 'admin'}
      viewOnly={mode.kind === 'view'}
      quoteId={record.id}
      ownerId={record.user_id ?? user.id}
      orderPage={mode.orderPath}
    />
  );
}

/**
 * A new quote: an admin's for the client named by ?user=, a customer's own. With ?method=repeat
 * it starts from the quote named by ?id= (REPEAT QUOTE on the view page), or else the account's
 * latest quote: its document, label and contact, ready to send again as a new request.
 */
function NewQuote({ mode }: { mode: Extract<EditorMode, { kind: 'new' }> }) {
  const user = useCurrentUser();
  const ownerId = mode.userId ?? user?.id ?? 0;
  const start = useQuery(newQuoteQuery());
  const tables = useQuery(pricingTablesQuery());
  const latest = useQuery({
    queryKey: ['quote-editor', 'repeat', ownerId, mode.repeatOf],
    queryFn: ({ signal }) =>
      mode.repeatOf
        ? fetchQuote(mode.repeatOf, signal).then((loaded) => loaded.quote)
        : fetchLatestQuote(ownerId, signal),
    enabled: mode.repeat && ownerId > 0,
    staleTime: 0,
  });
  const error = start.error ?? tables.error ?? latest.error;
  if (error) return <Problem title="New quote" message={errorMessage(error)} />;
  if (!start.data || !tables.data || !user || (mode.repeat && latest.isPending)) return <PageLoader />;
  const from = mode.repeat ? latest.data : null;
  const admin = user.role === 'admin';
  // A customer's copy leaves out what only staff add (delivery and discount lines and the like),
  // which the server would refuse in a customer's new quote; staff copies keep everything.
  const repeated = from && !admin ? customerStartingCopy(from.content) : from?.content;
  const initial = stateOf({
    content: repeated ?? start.data.content ?? emptyContent(),
    valid_to: start.data.valid_to,
    default_brand: from?.default_brand || start.data.default_brand,
    label: from?.label ?? '',
    client_label: from?.client_label ?? '',
    contact_user: from?.contact_user ?? '',
    contact_address: from?.contact_address ?? '',
    collection_id: from?.collection_id ?? '',
    pickup_instore: from?.pickup_instore ?? false,
    delivery_required: from?.delivery_required ?? false,
    status: '',
    order_status: '',
    revision: 1,
  });
  return (
    <EditorScreen
      initial={initial}
      serverPriced={null}
      tables={tables.data.tables}
      admin={admin}
      viewOnly={false}
      quoteId={null}
      ownerId={ownerId}
    />
  );
}

/**
 * One page for every quote and order path (quote spec 2, accounts spec 2.1 and 2.10): it reads
 * the path for its mode — new, edit or view; admin paths are admin mode.
 */
export function QuoteEditorPage() {
  const location = useLocation();
  const mode = editorModeOf(location.pathname, location.search);
  usePageTitle(mode.kind === 'new' ? 'New quote' : 'Quote');
  if (mode.kind === 'invalid') return <Problem title="Quote" message={mode.message} />;
  if (mode.kind === 'new') return <NewQuote key={location.search} mode={mode} />;
  return <ExistingQuote key={location.pathname} mode={mode} />;
}
