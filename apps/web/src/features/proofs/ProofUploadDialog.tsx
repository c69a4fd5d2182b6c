import { Button, FileInput, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { acceptOf, PRODUCTION_TYPES, type ProductionAnswer } from '@portal/domain/files';
import {
  EMPTY_PROOF_SPEC_FORM,
  PROOF_MESSAGES,
  type ProofDecorationView,
  type ProofSpecForm,
  proofSpecFormOfDesign,
  proofSpecOfForm,
} from '@portal/domain/proofs';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { DialogFrame } from '../../components/DialogFrame.tsx';
import { FormMessage } from '../../components/FormMessage.tsx';
import { errorMessage } from '../../lib/api.ts';
import { PRODUCTION_TITLES, productionsQuery } from '../files/index.ts';
import { addProof } from './api/staffProofs.ts';

type Props = {
  quoteId: number;
  /** The quote's customer, whose saved designs fill the spec. */
  ownerId: number;
  decorations: readonly ProofDecorationView[];
  /** The decoration the form opens on. */
  rowId: string;
  /** The saved design that decoration stitches: the spec starts filled from it. */
  designId?: number | null;
  onClose: () => void;
  /** Told the server's message once the proof is added. */
  onAdded: (message: string) => void;
};

/** The client's saved designs as the form's choice, by production type. */
function designChoices(designs: Record<(typeof PRODUCTION_TYPES)[number], ProductionAnswer[]> | undefined) {
  if (!designs) return [];
  return PRODUCTION_TYPES.filter((type) => designs[type].length > 0).map((type) => ({
    group: PRODUCTION_TITLES[type],
    items: designs[type].map((design) => ({ value: String(design.id), label: design.file_name })),
  }));
}

/**
 * Staff add a proof version: the decoration, the file and its spec (stitch count, size in mm,
 * thread or ink colours, placement, the garment colours it is for). Choosing one of the client's
 * saved designs fills the spec from it, to check and change before adding. Opened from a
 * decoration row of the editor and from the Proofs panel alike.
 */
export function ProofUploadDialog({
  quoteId,
  ownerId,
  decorations,
  rowId,
  designId = null,
  onClose,
  onAdded,
}: Props) {
  const [row, setRow] = useState(rowId);
  const [file, setFile] = useState<File | null>(null);
  const [design, setDesign] = useState<string | null>(null);
  const [form, setForm] = useState<ProofSpecForm>(EMPTY_PROOF_SPEC_FORM);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const designs = useQuery({ ...productionsQuery(ownerId), enabled: ownerId > 0 }).data;
  const field = (name: keyof ProofSpecForm) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setForm((typed) => ({ ...typed, [name]: value }));
    },
  });
  const chooseDesign = (id: string | null) => {
    setDesign(id);
    const chosen =
      designs && PRODUCTION_TYPES.flatMap((type) => designs[type]).find((d) => String(d.id) === id);
    if (chosen) setForm((typed) => proofSpecFormOfDesign(chosen, typed));
  };
  // Once the client's designs arrive, the row's own design fills the spec (staff may change it).
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !designs || designId === null) return;
    started.current = true;
    const own = PRODUCTION_TYPES.flatMap((type) => designs[type]).find((d) => d.id === designId);
    if (!own) return;
    setDesign(String(own.id));
    setForm((typed) => proofSpecFormOfDesign(own, typed));
  }, [designs, designId]);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!file) return setError(PROOF_MESSAGES.chooseProofFile);
    const read = proofSpecOfForm(form);
    if ('error' in read) return setError(read.error);
    setBusy(true);
    try {
      onAdded((await addProof(quoteId, row, file, read.spec)).message);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const label = decorations.find((d) => d.row_id === row)?.label ?? 'a decoration';
  const choices = designChoices(designs);
  return (
    <DialogFrame opened onClose={onClose} title={`Add a proof for ${label}`}>
      <form onSubmit={onSubmit} noValidate aria-label="Add a proof">
        <Stack gap="sm">
          <Select
            label="Decoration"
            data={decorations.map((d) => ({ value: d.row_id, label: d.label }))}
            value={row}
            onChange={(value) => value && setRow(value)}
            allowDeselect={false}
          />
          <FileInput label="Proof file" required accept={acceptOf('proof')} value={file} onChange={setFile} />
          {choices.length > 0 && (
            <Select
              label="Fill from a saved design"
              placeholder="Choose a design"
              data={choices}
              value={design}
              onChange={chooseDesign}
              clearable
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Stitch count" inputMode="numeric" {...field('stitch_count')} />
            <TextInput label="Width (mm)" inputMode="decimal" {...field('width_mm')} />
            <TextInput label="Height (mm)" inputMode="decimal" {...field('height_mm')} />
          </SimpleGrid>
          <TextInput
            label="Thread or ink colours"
            description="Separate colours with commas"
            {...field('colours')}
          />
          <TextInput
            label="Garment colours it applies to"
            description="Separate colours with commas"
            {...field('garment_colours')}
          />
          <Textarea
            label="Placement note"
            autosize
            minRows={2}
            maxLength={1000}
            {...field('placement_note')}
          />
          <FormMessage error={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Add proof
            </Button>
          </Group>
        </Stack>
      </form>
    </DialogFrame>
  );
}
