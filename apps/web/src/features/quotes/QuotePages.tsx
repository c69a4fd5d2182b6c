import { Button } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/**
 * The customer's quote and order pages. Their lists and the quote editor arrive with the quote
 * issues; until then each page says what it will hold.
 */
const useQuoteNumber = () => {
  const { id } = useParams();
  return id ? `Q${id}` : '';
};

export function MyOrdersPage() {
  return (
    <PlaceholderPage
      title="My Orders"
      extra={
        <Button component={Link} to="/requests/add" mt="lg">
          NEW QUOTE REQUEST
        </Button>
      }
    >
      Your quotes and orders will be listed here, with their status, dates and totals, so you can open, repeat
      or follow each one.
    </PlaceholderPage>
  );
}

export function RequestsPage() {
  return (
    <PlaceholderPage title="Quote Requests">
      Your quote requests will be listed here, grouped as Draft, Requested and Completed.
    </PlaceholderPage>
  );
}

export function NewRequestPage() {
  return (
    <PlaceholderPage title="New Quote Request">
      Here you will build a new quote: choose garments by SKU code, add decoration and your logo, then save a
      draft or submit it to us.
    </PlaceholderPage>
  );
}

export function EditRequestPage() {
  const number = useQuoteNumber();
  return (
    <PlaceholderPage title={`Quote ${number}`}>
      This is where quote {number} will open for editing, with its garments, decoration, delivery and totals
      including GST.
    </PlaceholderPage>
  );
}

export function ViewRequestPage() {
  const number = useQuoteNumber();
  return (
    <PlaceholderPage title={`Quote ${number}`}>
      This is where quote {number} will be shown read-only, with its garments, decoration and totals.
    </PlaceholderPage>
  );
}

export function EditOrderPage() {
  const number = useQuoteNumber();
  return (
    <PlaceholderPage title={`Order ${number}`}>
      This is where order {number} will open for changes before you submit it.
    </PlaceholderPage>
  );
}

export function ViewOrderPage() {
  const number = useQuoteNumber();
  return (
    <PlaceholderPage title={`Order ${number}`}>
      This is where order {number} will be shown read-only, with its progress and conversation log.
    </PlaceholderPage>
  );
}
