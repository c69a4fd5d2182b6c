import { AdminHub } from './components/AdminHub.tsx';

/** /admin/quote_manager: the client hub plus the All Quotes tab (spec 2.6). */
export function QuoteManagerPage() {
  return <AdminHub title="Quote Manager" allQuotes />;
}
