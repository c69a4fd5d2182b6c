import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { SaveAnswer } from '@portal/domain/quote';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormMessage } from '../../components/FormMessage.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { companyByUserQuery } from '../clients/index.ts';
import { AcceptFields } from './AcceptFields.tsx';
import { type AcceptValues, acceptForm } from './acceptance-form.ts';
import { acceptInPortal } from './api/acceptInPortal.ts';

type Options = {
  quoteId: number;
  /** The version the page holds, so an acceptance of a quote changed meanwhile is refused. */
  version: number | undefined;
  /** The hash of the revision on the customer's screen: what they accept (the server refuses another). */
  hash?: string | undefined;
  /** The question the editor asks before an answer that ends the quote. */
  question: string;
  onAccepted: (answer: SaveAnswer) => void;
};

function AcceptForm({
  quoteId,
  version,
  hash,
  question,
  onAccepted,
  close,
}: Options & { close: () => void }) {
  const client = useQueryClient();
  const user = useCurrentUser();
  // The customer's own company says whether it asks for a PO (staff set it; the server holds to it).
  const company = useQuery({ ...companyByUserQuery(user?.id ?? 0), enabled: user !== null }).data;
  const poRequired = company?.po_required ?? false;
  const [values, setValues] = useState<AcceptValues>(() => ({
    name: `${user?.firstname ?? ''} ${user?.lastname ?? ''}`.trim(),
    poNumber: '',
    poFile: null,
  }));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const shown = {
      ...(version === undefined ? {} : { version: String(version) }),
      ...(hash ? { hash } : {}),
    };
    const checked = acceptForm(values, poRequired, shown);
    if ('problem' in checked) return setError(checked.problem);
    setBusy(true);
    try {
      const answer = await acceptInPortal(quoteId, checked.form);
      await client.invalidateQueries({ queryKey: ['acceptance', quoteId] });
      close();
      onAccepted(answer);
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{question}</Text>
        <AcceptFields values={values} onChange={setValues} poRequired={poRequired} />
        <FormMessage error={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Accept
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The customer's Accept in the portal: the question, their name and the purchase order, then Accept. */
export function openAcceptDialog(options: Options): void {
  const id = modals.open({
    title: 'Accept quote',
    children: <AcceptForm {...options} close={() => modals.close(id)} />,
  });
}
