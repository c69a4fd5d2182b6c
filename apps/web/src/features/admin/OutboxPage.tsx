import { Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { OutboxEntry } from '@portal/domain';
import { formatDisplayDateTime } from '@portal/domain/dates';
import { MESSAGES } from '@portal/domain/messages';
import { Fragment, useState } from 'react';
import { FormMessage } from '../../components/FormMessage.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useOutbox } from './api/listOutbox.ts';
import { useRetryOutboxMessage } from './api/retryOutbox.ts';
import { InboundMailList } from './InboundMailList.tsx';
import { channelLabel, statusLabel } from './outbox-labels.ts';
import { ServiceList } from './ServiceList.tsx';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

type Segment = { at: number; text: string; url: boolean };

/** Splits a text into plain runs and web addresses, each keyed by where it starts. */
const segments = (text: string): Segment[] => {
  const out: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const at = match.index ?? 0;
    if (at > last) out.push({ at: last, text: text.slice(last, at), url: false });
    out.push({ at, text: match[0], url: true });
    last = at + match[0].length;
  }
  if (last < text.length) out.push({ at: last, text: text.slice(last), url: false });
  return out;
};

/** Shows a message's text with its web addresses as links (the reset link, quote links). */
function MailText({ text }: { text: string }) {
  return (
    <pre className="mail-text">
      {segments(text).map((s) =>
        s.url ? (
          <Anchor key={s.at} href={s.text}>
            {s.text}
          </Anchor>
        ) : (
          <Fragment key={s.at}>{s.text}</Fragment>
        ),
      )}
    </pre>
  );
}

function OutboxItem({ entry }: { entry: OutboxEntry }) {
  const titleId = `outbox-${entry.id}`;
  const retry = useRetryOutboxMessage();
  return (
    <Paper component="article" withBorder p="lg" radius="md" bg="white" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" mb="sm" gap="sm">
        <div>
          <Title order={2} size="h5" id={titleId}>
            {entry.subject}
          </Title>
          <Text size="sm">
            To: <strong>{entry.to}</strong>
          </Text>
        </div>
        <Group gap="xs">
          <Badge variant="outline" color="gray.8">
            {channelLabel(entry.channel)}
          </Badge>
          <Badge variant="filled" color={entry.status === 'failed' ? 'red.9' : 'navy'}>
            {statusLabel(entry.channel, entry.status)}
          </Badge>
          <Text size="sm">{formatDisplayDateTime(entry.created_at)}</Text>
        </Group>
      </Group>
      <MailText text={entry.text} />
      <Group gap="md" mt="sm" align="center">
        <Text size="sm">
          Tries: <strong>{entry.attempts}</strong>
        </Text>
        {entry.provider_status && (
          <Text size="sm">
            Provider reports: <strong>{entry.provider_status}</strong>
          </Text>
        )}
        {entry.last_error && (
          <Text size="sm" c="red.9">
            Last error: {entry.last_error}
          </Text>
        )}
        {entry.status === 'failed' && (
          <Button
            size="xs"
            variant="outline"
            aria-label={`Retry ${entry.subject} to ${entry.to}`}
            loading={retry.isPending}
            onClick={() => retry.mutate(entry.id)}
          >
            Retry
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/**
 * Our addition to the spec: with no SMTP server configured, mail is recorded instead of sent,
 * and admins read it here (so the demo and the tests work offline).
 */
export function OutboxPage() {
  const outbox = useOutbox();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const entries = [...(outbox.data ?? [])]
    .sort((a, b) => b.id - a.id)
    .filter((e) => (needle ? `${e.to} ${e.subject}`.toLowerCase().includes(needle) : true));

  return (
    <>
      <PageHeader
        title="Outbox"
        description="Messages the portal has sent or recorded. A service that is not set up keeps its messages here instead of sending them."
        actions={
          <Button variant="outline" onClick={() => outbox.refetch()} loading={outbox.isFetching}>
            Refresh
          </Button>
        }
      />
      <ServiceList />
      <TextInput
        label="Search by recipient or subject"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={360}
        mb="lg"
      />
      {outbox.isPending ? (
        <Loader role="status" aria-label="Loading the outbox" />
      ) : outbox.isError ? (
        <FormMessage error={MESSAGES.listFetchFailed} />
      ) : entries.length === 0 ? (
        <Text>No messages.</Text>
      ) : (
        <Stack gap="md">
          {entries.map((entry) => (
            <OutboxItem key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
      <InboundMailList />
    </>
  );
}
