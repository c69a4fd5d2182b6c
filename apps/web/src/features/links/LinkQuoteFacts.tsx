import { Stack, Text, Title } from '@mantine/core';
import { formatDisplayDate } from '@portal/domain/dates';
import { formatMoney } from '@portal/domain/money';
import type { FetchStatusAnswer } from '@portal/domain/quote-links';

/** "Q12 Label - R2": the quote as the e-mail's subject named it, so the customer knows it is the one. */
export const linkQuoteHeading = ({ number, label, revision }: FetchStatusAnswer): string =>
  `${number} ${label}`.trim().concat(` - R${revision}`);

/** What the link is about: the quote, its total with GST as the customer was shown it, and how long it holds. */
export function LinkQuoteFacts({ quote }: { quote: FetchStatusAnswer }) {
  return (
    <Stack gap={4}>
      <Title order={2} size="h4">
        {linkQuoteHeading(quote)}
      </Title>
      <Text>
        Total (incl. GST){' '}
        <Text span fw={700}>
          {formatMoney(quote.total)}
        </Text>
      </Text>
      {quote.valid_to && <Text>Valid until {formatDisplayDate(quote.valid_to)}</Text>}
    </Stack>
  );
}
