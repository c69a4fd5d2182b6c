import { ActionIcon, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { formatDisplayDate } from '@portal/domain/dates';
import { useState } from 'react';
import type { SectionProps } from './types.ts';
import { ValidToInput } from './ValidToInput.tsx';

/** The Quote section shows the quote's own facts besides the header fields. */
export type QuoteSectionProps = SectionProps & {
  isNew: boolean;
  quoteId: number | null;
  status: string;
  orderStatus: string;
  revision: number;
};

function PencilIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <path d="M4 20h4L19 9l-4-4L4 16v4z" />
      <path d="M14 6l4 4" />
    </svg>
  );
}

/**
 * The Quote section (accounts spec 2.10): the label (a customer names a new quote; afterwards
 * only staff change it, with the pencil), the client label shown as Description, the Client
 * Order Number and the valid-to date, which only staff may change.
 */
export function QuoteSection({
  header,
  onChange,
  admin,
  readOnly,
  isNew,
  quoteId,
  status,
  orderStatus,
  revision,
}: QuoteSectionProps) {
  const [editingLabel, setEditingLabel] = useState(false);
  const labelEditable = !readOnly && (isNew || (admin && editingLabel));
  return (
    <>
      <Group gap="lg" mb="sm">
        {quoteId !== null && <Text fw={700}>Q{quoteId}</Text>}
        <Text size="sm">Status: {[status || 'Draft', orderStatus].filter(Boolean).join(' · ')}</Text>
        <Text size="sm">Revision: R{revision}</Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {labelEditable ? (
          <TextInput
            label="Quote label"
            value={header.label}
            onChange={(e) => onChange({ label: e.currentTarget.value })}
            maxLength={500}
          />
        ) : (
          <div>
            <Text size="sm" fw={500}>
              Quote label
            </Text>
            <Group gap={4} wrap="nowrap">
              <Text data-testid="quote-label">{header.label || 'No label'}</Text>
              {admin && !readOnly && (
                <ActionIcon
                  variant="subtle"
                  aria-label="Edit the quote label"
                  onClick={() => setEditingLabel(true)}
                >
                  <PencilIcon />
                </ActionIcon>
              )}
            </Group>
          </div>
        )}
        <TextInput
          label="Description"
          value={header.client_label}
          onChange={(e) => onChange({ client_label: e.currentTarget.value })}
          disabled={readOnly}
          maxLength={1000}
        />
        <TextInput
          label="Client Order Number"
          value={header.wfm_order_no}
          onChange={(e) => onChange({ wfm_order_no: e.currentTarget.value })}
          disabled={readOnly}
          maxLength={200}
        />
        {admin && !readOnly ? (
          <ValidToInput value={header.valid_to} onChange={(valid_to) => onChange({ valid_to })} />
        ) : (
          <div>
            <Text size="sm" fw={500}>
              Valid to
            </Text>
            <Text data-testid="valid-to">
              {header.valid_to ? formatDisplayDate(header.valid_to) : 'Set when saved'}
            </Text>
          </div>
        )}
      </SimpleGrid>
    </>
  );
}
