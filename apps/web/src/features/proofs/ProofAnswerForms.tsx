import { Button, Checkbox, FileInput, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { ProofView, ProofWriteAnswer } from '@portal/domain/proofs';
import { type FormEvent, useState } from 'react';
import { AnswerNameField } from '../../components/AnswerNameField.tsx';
import { FormMessage } from '../../components/FormMessage.tsx';
import { errorMessage } from '../../lib/api.ts';
import type { Pin } from './ZoomableProof.tsx';

type ApproveProps = {
  proof: ProofView;
  checklist: readonly string[];
  approve: (answer: {
    name: string;
    checklist: { item: string; checked: boolean }[];
  }) => Promise<ProofWriteAnswer>;
};

/** Approve: the shop's checklist, each box ticked by the customer, and their typed name. */
export function ApproveProofForm({ proof, checklist, approve }: ApproveProps) {
  const [ticked, setTicked] = useState<string[]>([]);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await approve({ name, checklist: checklist.map((item) => ({ item, checked: ticked.includes(item) })) });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Approve ${proof.decoration}`}>
      <Stack gap="sm">
        <Checkbox.Group label="I have checked the" value={ticked} onChange={setTicked}>
          <Stack gap={6} mt={6}>
            {checklist.map((item) => (
              <Checkbox key={item} value={item} label={item} />
            ))}
          </Stack>
        </Checkbox.Group>
        <AnswerNameField value={name} onChange={setName} />
        <FormMessage error={error} />
        <Button type="submit" loading={busy}>
          Approve
        </Button>
      </Stack>
    </form>
  );
}

type ChangesProps = {
  proof: ProofView;
  pins: Pin[];
  setPins: (pins: Pin[]) => void;
  placing: boolean;
  setPlacing: (placing: boolean) => void;
  /** The link page asks for a name; the portal knows who is signed in. */
  askName: boolean;
  send: (changes: {
    name: string;
    note: string;
    pins: Pin[];
    file: File | null;
  }) => Promise<ProofWriteAnswer>;
};

/** Request changes: what to change, pins placed on the image, and a file if they have one. */
export function RequestProofChangesForm({
  proof,
  pins,
  setPins,
  placing,
  setPlacing,
  askName,
  send,
}: ChangesProps) {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await send({ name, note, pins, file });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Request changes to ${proof.decoration}`}>
      <Stack gap="sm">
        <Title order={3} size="h6">
          Request changes
        </Title>
        <Group gap="xs">
          <Button
            variant={placing ? 'filled' : 'default'}
            onClick={() => setPlacing(!placing)}
            aria-pressed={placing}
          >
            {placing ? 'Done placing pins' : 'Place pins on the proof'}
          </Button>
          {pins.length > 0 && (
            <Button variant="subtle" onClick={() => setPins([])}>
              Remove pins
            </Button>
          )}
        </Group>
        {placing && <Text size="sm">Tap the proof where something should change.</Text>}
        {pins.map((pin, index) => (
          <TextInput
            key={`${pin.x}-${pin.y}`}
            label={`Pin ${index + 1}: what to change here`}
            value={pin.note}
            maxLength={500}
            onChange={(event) => {
              const words = event.currentTarget.value;
              setPins(pins.map((p, i) => (i === index ? { ...p, note: words } : p)));
            }}
          />
        ))}
        {askName && <AnswerNameField value={name} onChange={setName} />}
        <Textarea
          label="What needs changing?"
          required
          // A fixed height the customer may drag taller: growing with the text would read the
          // box's computed styles as it mounts, a forced layout on a phone before the proof shows.
          rows={4}
          resize="vertical"
          maxLength={5000}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <FileInput label="A file showing the change (optional)" clearable value={file} onChange={setFile} />
        <FormMessage error={error} />
        <Button type="submit" variant="outline" loading={busy}>
          Request changes
        </Button>
      </Stack>
    </form>
  );
}
