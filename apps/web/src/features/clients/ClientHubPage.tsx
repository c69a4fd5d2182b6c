import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

// Placeholder until this page is built; replaced by its feature's work.
export function ClientHubPage() {
  return <PlaceholderPage title="Clients">This page is being built.</PlaceholderPage>;
}
