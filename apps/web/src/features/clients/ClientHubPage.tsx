import { AdminHub } from './components/AdminHub.tsx';

/** /admin/myorders: the admin's client hub (spec 2.6). */
export function ClientHubPage() {
  return <AdminHub title="Clients" allQuotes={false} />;
}
