import { Anchor, Loader, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FormMessage } from '../../components/FormMessage.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorMessage } from '../../lib/api.ts';
import { usePriceTables } from './api/getPriceTables.ts';
import { PriceTablesForm } from './PriceTablesForm.tsx';

/**
 * /admin/setting/pricing: the price tables as data. Each save is a new version that
 * quotes priced after it use; completed quotes keep the figures they were priced with.
 */
export function PriceTablesPage() {
  const query = usePriceTables();
  const version = query.data?.version;
  return (
    <>
      <Anchor component={Link} to="/admin/setting" size="sm">
        Back to Account
      </Anchor>
      <PageHeader
        title="Price tables"
        description={
          <>
            The figures that price decorations, setups and catalogue fees. Figures without a note are the
            quote spec's (section 9). The spec gives no figure for those marked "our figure" or "Our figures":
            we chose them, and the business should review them.
          </>
        }
        actions={
          query.data && (
            <Text fw={600} data-testid="price-tables-version">
              {version === null
                ? 'Current version: none saved yet (the defaults)'
                : `Current version: ${version}`}
            </Text>
          )
        }
      />
      {query.isPending ? (
        <Loader role="status" aria-label="Loading the price tables" />
      ) : query.isError ? (
        <FormMessage error={errorMessage(query.error)} />
      ) : (
        <>
          <Text size="sm" mb="md">
            Quotes priced after a save use the new figures; completed quotes keep theirs.
          </Text>
          {/* A new version (after a save) starts the form again from what was stored. */}
          <PriceTablesForm key={version ?? 'defaults'} tables={query.data.tables} />
        </>
      )}
    </>
  );
}
