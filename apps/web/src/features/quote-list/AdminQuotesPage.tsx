import { Paper } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QuoteTable } from './QuoteTable.tsx';

/** Reads ?userid= (accounts spec 2.7 and 2.8); anything but a positive whole number means everyone. */
const useridOf = (text: string | null): number | undefined => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** /admin/requests: every client's quotes, or one client's with ?userid= (accounts spec 2.8). */
export function AdminQuotesPage() {
  const [params] = useSearchParams();
  const userid = useridOf(params.get('userid'));
  return (
    // A wide page, so every column is in view at 1366px.
    <div className="wide-page">
      <PageHeader
        title="Quote Requests"
        description={userid ? `The quotes of account ${userid}.` : "Every client's quotes."}
      />
      <Paper withBorder p="lg" radius="md" bg="white">
        <QuoteTable key={userid ?? 'all'} userid={userid} kind="quotes" admin />
      </Paper>
    </div>
  );
}
