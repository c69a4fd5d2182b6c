import { Loader, Stack } from '@mantine/core';
import { type FetchStatusAnswer, QUOTE_LINK_MESSAGES } from '@portal/domain/quote-links';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../components/AuthCard.tsx';
import { errorMessage } from '../../lib/api.ts';
import { linkStatusQuery } from './api/fetchLinkStatus.ts';
import { LinkChanges } from './LinkChanges.tsx';
import { LinkNotice } from './LinkNotice.tsx';
import { LinkQuoteFacts } from './LinkQuoteFacts.tsx';
import { RequestChangesForm } from './RequestChangesForm.tsx';

type Props = {
  title: string;
  /** The page's form, drawn only while the link can still answer the quote. */
  children: (quote: FetchStatusAnswer, token: string) => ReactNode;
};

function Problem({ message }: { message: string }) {
  return (
    <LinkNotice tone="problem" role="alert" title="This link cannot be used">
      {message}
    </LinkNotice>
  );
}

/** Asks where the link's quote stands (opening the page changes nothing), then shows it. */
function LinkStatus({ token, children }: { token: string; children: Props['children'] }) {
  const status = useQuery(linkStatusQuery(token));
  if (status.isPending) return <Loader role="status" aria-label="Loading the quote" />;
  // An unknown token is a 404 whose words the server chose.
  if (status.isError) return <Problem message={errorMessage(status.error)} />;
  const quote = status.data;
  return (
    <Stack gap="lg">
      <LinkQuoteFacts quote={quote} />
      {quote.state === 'open' ? (
        <>
          <LinkChanges quote={quote} token={token} />
          {children(quote, token)}
          <RequestChangesForm token={token} />
        </>
      ) : quote.state === 'expired' ? (
        // Past its valid-to day: the server says since when, and new pricing can be asked for.
        <>
          <LinkNotice tone="info" role="status">
            {quote.message}
          </LinkNotice>
          <RequestChangesForm token={token} purpose="pricing" />
        </>
      ) : (
        // Changed, or answered already: the server says why, and nothing is offered.
        <LinkNotice tone="info" role="status">
          {quote.message}
        </LinkNotice>
      )}
      {quote.state === 'changed' && <LinkChanges quote={quote} token={token} />}
    </Stack>
  );
}

/**
 * The frame of /accept?token= and /reject?token= (accounts spec 2.11): they work signed out and
 * signed in, since the token alone names the quote.
 */
export function LinkPage({ title, children }: Props) {
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  return (
    <AuthCard title={title}>
      {token ? (
        <LinkStatus token={token}>{children}</LinkStatus>
      ) : (
        <Problem message={QUOTE_LINK_MESSAGES.noToken} />
      )}
    </AuthCard>
  );
}
