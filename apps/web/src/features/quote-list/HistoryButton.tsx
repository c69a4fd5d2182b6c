import { Button, Loader, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DialogFrame } from '../../components/DialogFrame.tsx';
import { FormMessage } from '../../components/FormMessage.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useQuoteLog } from './api/getQuoteLog.ts';

/** The History column: the quote's history text in a modal (accounts spec 2.8). */
export function HistoryButton({ id }: { id: number }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button size="compact-sm" variant="default" onClick={open}>
        History<span className="visually-hidden"> of quote {id}</span>
      </Button>
      <DialogFrame opened={opened} onClose={close} title={`History of quote ${id}`}>
        <QuoteHistory id={id} />
      </DialogFrame>
    </>
  );
}

/** The history text, read when the dialog first opens and again at each opening after. */
function QuoteHistory({ id }: { id: number }) {
  const log = useQuoteLog(id);
  if (log.isPending) return <Loader role="status" aria-label="Loading the history" />;
  if (log.isError) return <FormMessage error={errorMessage(log.error)} />;
  return (
    <Text component="pre" className="mail-text">
      {log.data || 'Nothing has happened to this quote yet.'}
    </Text>
  );
}
