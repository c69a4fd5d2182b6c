import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

// Placeholder until this page is built; replaced by its feature's work.
export function AdminQuotesPage() {
  return <PlaceholderPage title="Quotes">This page is being built.</PlaceholderPage>;
}
