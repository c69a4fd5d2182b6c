import { Anchor, Stack } from '@mantine/core';
import { formatDisplayDate } from '@portal/domain/dates';
import type { OrderHandoffAnswer } from '@portal/domain/handoff';
import type { QuoteListRow } from '@portal/domain/quote';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HandoffLine } from '../handoff/lists/index.ts';
import { type ColumnSet, displayId } from './columns.ts';
import { FlagSwitch } from './FlagSwitch.tsx';
import { HistoryButton } from './HistoryButton.tsx';
import { LogoButton } from './LogoButton.tsx';
import { LogoImage } from './LogoImage.tsx';
import { listTotal } from './list-total.ts';
import { ViewMarker } from './ViewMarker.tsx';
import { viewPath } from './view-path.ts';

/** One column of a quote in the list: its header's words and what the quote shows under it. */
export type QuoteField = {
  key: string;
  label: string;
  content: ReactNode;
  align?: 'right';
  minWidth?: number;
};

/**
 * A quote's columns in the spec's order (accounts spec 2.8), for both ways the list is drawn: the
 * table's cells (QuoteRow) and a phone's cards (QuoteCard), so the two never disagree.
 */
export function quoteFields(
  row: QuoteListRow,
  columns: ColumnSet,
  handoff: OrderHandoffAnswer | undefined,
): QuoteField[] {
  const { kind, admin } = columns;
  const open = viewPath(row, kind, admin);
  const noun = kind === 'orders' ? 'order' : 'quote';
  const fields: QuoteField[] = [
    {
      key: 'logo',
      label: 'Logo',
      content:
        kind === 'orders' ? (
          <Anchor component={Link} to={open} aria-label={`Open order Q${row.id}`}>
            <LogoImage id={row.id} size={36} hasLogo={row.has_logo} />
          </Anchor>
        ) : (
          <LogoButton id={row.id} hasLogo={row.has_logo} />
        ),
    },
    { key: 'id', label: 'No.', content: displayId(row.id, kind) },
    { key: 'name', label: 'Name', content: `${row.label || 'Untitled'} - R${row.revision}`, minWidth: 150 },
  ];
  if (columns.company) fields.push({ key: 'company', label: 'Company', content: row.company, minWidth: 140 });
  fields.push(
    {
      key: 'status',
      label: 'Status',
      content: (kind === 'orders' ? row.order_status : row.status) || 'Draft',
    },
    { key: 'created', label: 'Created', content: formatDisplayDate(row.created_at) },
    { key: 'valid_to', label: 'Valid Until', content: formatDisplayDate(row.valid_to) },
    { key: 'history', label: 'History', content: <HistoryButton id={row.id} /> },
    { key: 'total', label: 'Total', content: listTotal(row.price), align: 'right' },
  );
  // One column for both hand-offs, each line named, so the Jobs tab fits a laptop's width.
  if (columns.handoff)
    fields.push({
      key: 'handoff',
      label: 'Job and invoice',
      minWidth: 150,
      content: handoff && (
        <Stack gap={4}>
          <HandoffLine kind="job" quoteId={row.id} handoff={handoff.job} />
          <HandoffLine kind="invoice" quoteId={row.id} handoff={handoff.invoice} />
        </Stack>
      ),
    });
  if (admin)
    fields.push(
      {
        key: 'ready',
        label: 'Ready/Review',
        content: <FlagSwitch id={row.id} flag="ready" checked={row.ready === true} version={row.version} />,
      },
      {
        key: 'sent',
        label: 'Sent',
        content: (
          <Stack gap={2}>
            <FlagSwitch id={row.id} flag="sent" checked={row.sent === true} version={row.version} />
            <ViewMarker row={row} />
          </Stack>
        ),
      },
      {
        key: 'archive',
        label: 'Archive',
        content: <FlagSwitch id={row.id} flag="archive" checked={row.archive} version={row.version} />,
      },
    );
  fields.push({
    key: 'view',
    label: 'View',
    content: (
      <Anchor component={Link} to={open}>
        View
        <span className="visually-hidden">
          {' '}
          {noun} {displayId(row.id, kind)}
        </span>
      </Anchor>
    ),
  });
  return fields;
}
