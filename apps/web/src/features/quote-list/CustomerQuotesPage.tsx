import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

// Placeholder until this page is built; replaced by its feature's work.
export function CustomerQuotesPage() {
  return <PlaceholderPage title="Quote Requests">This page is being built.</PlaceholderPage>;
}
