import { Alert, Anchor } from '@mantine/core';
import { BUSINESS } from '../../lib/business.ts';

/** Until quote links are wired to the server, the link pages say so instead of pretending. */
export function LinkNotActive() {
  return (
    <Alert variant="light" color="navy" title="This link is not active yet" role="status">
      Answering a quote by link is not switched on yet. Please call us on{' '}
      <Anchor href={BUSINESS.phoneHref}>{BUSINESS.phone}</Anchor> or email{' '}
      <Anchor href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</Anchor> and we will update your quote.
    </Alert>
  );
}
