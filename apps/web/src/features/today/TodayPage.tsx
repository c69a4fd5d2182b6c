import { Button, Loader, SimpleGrid } from '@mantine/core';
import { formatDisplayDate, formatDisplayDateTime } from '@portal/domain/dates';
import { MESSAGES } from '@portal/domain/messages';
import type { TodayAnswer, TodayQuote } from '@portal/domain/today';
import { FormMessage } from '../../components/FormMessage.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { channelLabel } from '../admin/index.ts';
import { PROOFS_PANEL } from '../proofs/index.ts';
import { viewPath } from '../quote-list/index.ts';
import { useToday } from './api/readToday.ts';
import { QUOTE_LINES, quoteTitle } from './item-lines.ts';
import { type TodayEntry, TodayGroup } from './TodayGroup.tsx';

type QuoteGroup = keyof typeof QUOTE_LINES;

/**
 * The groups in the order staff work through them, with their names and full lists; `panel`
 * takes a link to that panel of the quote's page rather than its top.
 */
const QUOTE_GROUPS: {
  group: QuoteGroup;
  title: string;
  seeAll?: { href: string; label: string };
  panel?: string;
}[] = [
  {
    group: 'requested',
    title: 'New quote requests',
    seeAll: { href: '/admin/requests', label: 'See all quotes' },
  },
  { group: 'changes', title: 'Changes requested' },
  { group: 'questions', title: 'Questions on a line' },
  { group: 'answers', title: 'Customer answers since yesterday' },
  { group: 'opened', title: 'Opened several times, no answer' },
  { group: 'expiring', title: 'Expiring this week' },
  { group: 'proofs', title: 'Proofs waiting', panel: PROOFS_PANEL },
  { group: 'price_moves', title: 'Prices that would move' },
  { group: 'orders_not_sent', title: 'Orders not sent to WorkflowMax' },
];

/** Each quote of a group as a link to where staff act on it: the editor, or the order's page. */
function quoteEntries(answer: TodayAnswer, group: QuoteGroup, panel?: string): TodayEntry[] {
  const line = QUOTE_LINES[group] as (item: TodayQuote, timeZone: string) => string;
  return (answer[group].items as TodayQuote[]).map((item, index) => ({
    key: `${item.id}-${index}`,
    href: `${viewPath(item, 'quotes', true)}${panel ? `#${panel}` : ''}`,
    title: quoteTitle(item),
    line: line(item, answer.time_zone),
  }));
}

const failedEntries = (answer: TodayAnswer): TodayEntry[] =>
  answer.failed_messages.items.map((item) => ({
    key: item.id,
    href: '/admin/outbox',
    title: [channelLabel(item.channel), item.to].filter(Boolean).join(' to '),
    line: `${item.error || 'Failed'}, ${formatDisplayDateTime(item.at, answer.time_zone)}`,
  }));

/** The staff home page: what needs doing now, each a link to the place to act (decisions/138). */
export function TodayPage() {
  const today = useToday();
  const answer = today.data;
  return (
    <>
      <PageHeader
        title="Today"
        description={
          answer
            ? `What needs doing on ${formatDisplayDate(answer.today)}: the first few of each, most urgent first.`
            : 'What needs doing now.'
        }
        actions={
          <Button variant="outline" onClick={() => today.refetch()} loading={today.isFetching}>
            Refresh
          </Button>
        }
      />
      {today.isPending ? (
        <Loader role="status" aria-label="Loading what needs doing" />
      ) : today.isError || !answer ? (
        <FormMessage error={MESSAGES.listFetchFailed} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {QUOTE_GROUPS.map(({ group, title, seeAll, panel }) => (
            <TodayGroup
              key={group}
              id={group}
              title={title}
              count={answer[group].count}
              entries={quoteEntries(answer, group, panel)}
              {...(seeAll ? { seeAll } : {})}
            />
          ))}
          <TodayGroup
            id="failed_messages"
            title="Messages that failed"
            count={answer.failed_messages.count}
            entries={failedEntries(answer)}
            seeAll={{ href: '/admin/outbox', label: 'Open the Outbox' }}
          />
        </SimpleGrid>
      )}
    </>
  );
}
