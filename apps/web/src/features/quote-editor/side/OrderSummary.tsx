import { Button, Divider, Group, Title } from '@mantine/core';
import { formatMoney, formatPercent } from '@portal/domain/money';
import type { SummaryEntry } from '@portal/domain/pricing';
import { memo } from 'react';
import classes from '../editor.module.css';

type Props = {
  lines: readonly SummaryEntry[];
  /** Admin only: gross profit in cents and as a percentage of the price. */
  grossProfit?: number | undefined;
  marginPercent?: number | undefined;
};

const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

/** Staff's gross profit in cents and as a percentage, under the summary. */
const Profit = memo(function Profit({
  grossProfit,
  marginPercent,
}: {
  grossProfit: number;
  marginPercent: number;
}) {
  return (
    <>
      <Divider my={4} />
      <dl className={classes.summary}>
        <SummaryLine name="gross-profit" label="Gross profit margin" shown={formatMoney(grossProfit)} />
        <SummaryLine
          name="margin-percent"
          label="Gross profit percentage"
          shown={formatPercent(marginPercent)}
        />
      </dl>
    </>
  );
});

/** Has no props, so it never redraws as the figures change. */
const BackToTop = memo(function BackToTop() {
  return (
    <Group justify="flex-end">
      <Button variant="subtle" size="compact-sm" onClick={scrollToTop}>
        Back to Top
      </Button>
    </Group>
  );
});

/**
 * One line of the summary: its label and figure, found by tests as summary-<name>. The engine
 * gives new line objects on every keystroke, so each line takes its figure as plain text and
 * redraws only when that text changed; the lines are plain elements, as a dozen layout
 * components per keystroke showed in the editor's profile.
 */
const SummaryLine = memo(function SummaryLine({
  name,
  label,
  shown,
}: {
  name: string;
  label: string;
  shown: string;
}) {
  return (
    <div
      className={name === 'total' ? `${classes.summaryLine} ${classes.summaryTotal}` : classes.summaryLine}
      data-summary={name}
    >
      <dt>{label}</dt>
      <dd data-testid={`summary-${name}`}>
        <span className={classes.figure}>{shown}</span>
      </dd>
    </div>
  );
});

/** Has no props, so it never redraws as the figures change. */
const SummaryHeading = memo(function SummaryHeading() {
  return (
    <Title order={2} size="h4" id="order-summary-title">
      Order Summary
    </Title>
  );
});

/**
 * The Order Summary (quote spec 2): every summary line, GST, total ex GST and total, then
 * 'Back to Top'; staff also see the gross profit and its percentage. It redraws on every
 * keystroke, so its own frame is a plain element.
 */
export const OrderSummary = memo(function OrderSummary({ lines, grossProfit, marginPercent }: Props) {
  return (
    <section className={classes.summarySection} aria-labelledby="order-summary-title">
      <SummaryHeading />
      <dl className={classes.summary}>
        {lines.map((line) => (
          <SummaryLine key={line.key} name={line.key} label={line.label} shown={formatMoney(line.amount)} />
        ))}
      </dl>
      {grossProfit !== undefined && <Profit grossProfit={grossProfit} marginPercent={marginPercent ?? 0} />}
      <BackToTop />
    </section>
  );
});
