import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

// Placeholder until this page is built; replaced by its feature's work.
export function CustomerHubPage() {
  return <PlaceholderPage title="My Orders">This page is being built.</PlaceholderPage>;
}
