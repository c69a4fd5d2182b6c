import { Button, Paper } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { GroupedQuotes } from './GroupedQuotes.tsx';
import { QuoteTable } from './QuoteTable.tsx';

/** /requests: the customer's own quotes grouped into Draft, Requested and Completed (accounts spec 2.8). */
export function CustomerQuotesPage() {
  return (
    <>
      <PageHeader
        title="Quote Requests"
        description="Your quotes by where they stand."
        actions={
          <Button component={Link} to="/requests/add">
            New Quote Request
          </Button>
        }
      />
      <Paper withBorder p="lg" radius="md" bg="white">
        <QuoteTable kind="quotes" admin={false}>
          {(rows, columns, sort) => <GroupedQuotes rows={rows} columns={columns} sort={sort} />}
        </QuoteTable>
      </Paper>
    </>
  );
}
