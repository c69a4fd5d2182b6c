import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { CATALOGUES } from '@portal/domain/catalogue';
import { DEFAULT_PRICE_TABLES, type PriceTables } from '@portal/domain/pricing';
import { type FormEvent, memo, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { FormMessage } from '../../components/FormMessage.tsx';
import { errorMessage } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useSavePriceTables } from './api/savePriceTables.ts';
import { type PriceTablesDraft, toDraft } from './draft.ts';
import { BandGrid, BandTable, FigureInput, OUR_FIGURE, Section, SetupTable, SubTitle } from './fields.tsx';
import { createDraftStore, DraftContext, useDraft, useDraftStore } from './store.ts';

export const SAVE_CONFIRM =
  'Save the price tables? Quotes priced from now on use the new figures; completed quotes keep theirs.';

const money = (label: string) => ({ key: label.toLowerCase(), label: `${label} ($)` });

/** The tables themselves: drawn once; each field follows its own value in the store. */
const TableSections = memo(function TableSections() {
  return (
    <>
      <Section
        id="sp1c"
        title="Screen Print 1C"
        source="spec"
        note="Unit cost and price by the decoration's quantity. Sleeve positions have their own figures at any quantity."
      >
        <BandTable
          id="sp1c-tiers"
          sectionId="sp1c"
          path="screenPrint1C.tiers"
          unit="units"
          columns={[money('Cost'), money('Price')]}
        />
        <div>
          <SubTitle id="sp1c-sleeve">Sleeve positions</SubTitle>
          <Group gap="md" align="flex-start">
            <FigureInput path="screenPrint1C.sleeve.cost" label="Sleeve cost ($)" />
            <FigureInput path="screenPrint1C.sleeve.price" label="Sleeve price ($)" />
          </Group>
        </div>
      </Section>

      <Section id="sp2c" title="Screen Print 2C" source="spec" note="Unit cost and price by quantity.">
        <BandTable
          id="sp2c-tiers"
          sectionId="sp2c"
          path="screenPrint2C.tiers"
          unit="units"
          columns={[money('Cost'), money('Price')]}
        />
      </Section>

      <Section
        id="sps"
        title="Screen print setups and colour change"
        source="mixed"
        note="Setups are the spec's. The colour change charge applies to screen print only; the spec gives no figure for it, so it is ours."
      >
        <SetupTable id="sps-setup" path="screenPrintSetup" caption="Screen print setups" />
        <div>
          <SubTitle id="sps-colour">Colour change</SubTitle>
          <Group gap="md" align="flex-start">
            <FigureInput path="colourChange.cost" label="Colour change cost ($)" ours />
            <FigureInput path="colourChange.price" label="Colour change price ($)" ours />
          </Group>
        </div>
      </Section>

      <Section
        id="digital"
        title="Digital print"
        source="mixed"
        note="The spec gives the new setup's cost and the film and heat unit costs; the rest are ours. Film, heat and packing are costs only: they never add to the price. The unit price of a digital print is typed on the quote."
      >
        <SetupTable
          id="digital-setup"
          path="digitalPrint.setup"
          caption="Digital print setups"
          ours={{ new: { price: true }, repeat: { cost: true, price: true }, default: { price: true } }}
        />
        <div>
          <SubTitle id="digital-units">Unit costs</SubTitle>
          <Group gap="md" align="flex-start">
            <FigureInput path="digitalPrint.filmUnitCost" label="Film unit cost ($)" />
            <FigureInput path="digitalPrint.heatUnitCost" label="Heat press unit cost ($)" />
            <FigureInput path="digitalPrint.packingUnitCost" label="Packing unit cost ($)" ours />
          </Group>
        </div>
      </Section>

      <Section
        id="vinyl"
        title="Vinyl print"
        source="mixed"
        note="Setups and the heat unit cost are the spec's; packing is ours. Heat and packing are costs only. The unit price of a vinyl print is typed on the quote."
      >
        <SetupTable id="vinyl-setup" path="vinylPrint.setup" caption="Vinyl print setups" />
        <div>
          <SubTitle id="vinyl-units">Unit costs</SubTitle>
          <Group gap="md" align="flex-start">
            <FigureInput path="vinylPrint.heatUnitCost" label="Vinyl heat press unit cost ($)" />
            <FigureInput path="vinylPrint.packingUnitCost" label="Vinyl packing unit cost ($)" ours />
          </Group>
        </div>
      </Section>

      <Section
        id="emb"
        title="Embroidery"
        source="ours"
        note="The spec shows no embroidery figures: all of these are ours, for the business to review. Unit cost and price per garment by stitch count and by the pooled quantity of the same design; supplier JS has its own cost curve."
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <BandTable
            id="emb-stitches"
            sectionId="emb"
            path="embroidery.stitchBands"
            unit="stitches"
            rowLabel="Band"
            caption="Stitch count bands"
            columns={[]}
          />
          <BandTable
            id="emb-qty"
            sectionId="emb"
            path="embroidery.qtyBands"
            unit="units"
            rowLabel="Band"
            caption="Quantity bands"
            columns={[]}
          />
        </SimpleGrid>
        <BandGrid id="emb-cost" path="embroidery.cost" caption="Embroidery unit cost ($)" />
        <BandGrid id="emb-price" path="embroidery.price" caption="Embroidery unit price ($)" />
        <BandGrid id="emb-js" path="embroidery.jsCost" caption="Embroidery unit cost, supplier JS ($)" />
        <SetupTable id="emb-setup" path="embroidery.setup" caption="Embroidery setups (digitising)" />
      </Section>

      <Section
        id="pw"
        title="Portwest embroidery"
        source="mixed"
        note="Our costs when Portwest (PW) embroiders, by the pooled quantity. The spec gives the unit costs and the setup costs for 10–50, 51–100 and above 100 units; the setup cost below 10 units is ours (as for 10–50)."
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <BandTable
            id="pw-unit"
            sectionId="pw"
            path="portwestEmbroidery.unitCost"
            unit="units"
            caption="Unit cost"
            columns={[money('Cost')]}
          />
          <BandTable
            id="pw-setup"
            sectionId="pw"
            path="portwestEmbroidery.setupCost"
            unit="units"
            caption="Setup cost"
            columns={[{ ...money('Cost'), ours: (i) => i === 0 && `${OUR_FIGURE} below 10 units` }]}
          />
        </SimpleGrid>
      </Section>

      <Section
        id="fees"
        title="Catalogue fees"
        source="spec"
        note='The price of a catalogue fee line, per catalogue. The spec says "The catalogue fee price is 0". What a catalogue costs us is set per catalogue, not here.'
      >
        <div>
          <SubTitle id="fees-prices">Fee price per catalogue ($)</SubTitle>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, md: 4 }} spacing="md">
            {CATALOGUES.map((c) => (
              <FigureInput
                key={c.key}
                path={`catalogueFees.${c.key}`}
                label={c.supplierName === c.key ? c.key : `${c.supplierName} (${c.key})`}
                w={200}
              />
            ))}
          </SimpleGrid>
        </div>
      </Section>
    </>
  );
});

/** Save, reset and discard, with what state the form is in. */
function SaveBar({
  initial,
  notice,
  serverError,
  saving,
  onReset,
  onDiscard,
}: {
  initial: PriceTablesDraft;
  notice: string | null;
  serverError: string | null;
  saving: boolean;
  onReset: () => void;
  onDiscard: () => void;
}) {
  const store = useDraftStore();
  const draft = useDraft((d) => d);
  const showErrors = useSyncExternalStore(store.subscribe, store.getShowErrors);
  const checked = store.getChecked();
  const errorCount = showErrors && !checked.ok ? Object.keys(checked.errors).length : 0;
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(initial), [draft, initial]);
  return (
    <Paper withBorder p="md" radius="md" bg="white" pos="sticky" bottom={0} style={{ zIndex: 2 }} shadow="sm">
      <Group justify="space-between" gap="md">
        {errorCount > 0 ? (
          <FormMessage
            error={`${errorCount === 1 ? 'One figure needs' : `${errorCount} figures need`} fixing. Nothing was saved.`}
          />
        ) : serverError ? (
          <FormMessage error={serverError} />
        ) : (
          <Text size="sm" role="status">
            {notice ?? (dirty ? 'You have unsaved changes.' : 'No unsaved changes.')}
          </Text>
        )}
        <Group gap="sm">
          <Button variant="outline" onClick={onReset}>
            Reset to defaults
          </Button>
          <Button variant="subtle" onClick={onDiscard} disabled={!dirty}>
            Discard changes
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * Every price table as labelled number fields. The draft is checked with the server's own
 * schema before anything is sent; a save asks first and makes a new version of the tables.
 */
export function PriceTablesForm({ tables }: { tables: PriceTables }) {
  const [initial] = useState(() => toDraft(tables));
  const [store] = useState(() => createDraftStore(initial));
  const [attempts, setAttempts] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSavePriceTables();

  // A change clears the last notice ("defaults filled in", "discarded").
  useEffect(() => store.subscribe(() => setNotice(null)), [store]);

  // After a refused attempt, take the keyboard to the first field to fix.
  useEffect(() => {
    if (attempts === 0) return;
    document.querySelector<HTMLElement>('[data-path][aria-invalid="true"]')?.focus();
  }, [attempts]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    store.setShowErrors(true);
    const checked = store.getChecked();
    setAttempts((n) => n + 1);
    if (!checked.ok) return;
    const tablesToSave = checked.tables;
    modals.openConfirmModal({
      title: 'Save the price tables',
      children: <Text size="sm">{SAVE_CONFIRM}</Text>,
      labels: { confirm: 'Yes, save them', cancel: 'Cancel' },
      onConfirm: () =>
        save.mutate(tablesToSave, {
          onSuccess: (message) => notifySuccess(message),
          onError: (err) => {
            setServerError(errorMessage(err));
            notifyError(errorMessage(err));
          },
        }),
    });
  };

  const resetToDefaults = () => {
    store.replace(toDraft(DEFAULT_PRICE_TABLES));
    setServerError(null);
    setNotice('The default figures are filled in. Nothing changes until you save.');
  };

  const discard = () => {
    store.setShowErrors(false);
    store.replace(initial);
    setServerError(null);
    setNotice('Your changes are discarded.');
  };

  return (
    <DraftContext.Provider value={store}>
      <form onSubmit={onSubmit} noValidate aria-label="Price tables">
        <Stack gap="lg">
          <TableSections />
          <SaveBar
            initial={initial}
            notice={notice}
            serverError={serverError}
            saving={save.isPending}
            onReset={resetToDefaults}
            onDiscard={discard}
          />
        </Stack>
      </form>
    </DraftContext.Provider>
  );
}
