import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

// Placeholder until this page is built; replaced by its feature's work.
export function QuoteEditorPage() {
  return <PlaceholderPage title="Quote">This page is being built.</PlaceholderPage>;
}
