import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

// Placeholder until this page is built; replaced by its feature's work.
export function QuoteManagerPage() {
  return <PlaceholderPage title="Quote Manager">This page is being built.</PlaceholderPage>;
}
