import { Badge, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { FormMessage } from '../../components/FormMessage.tsx';
import { bandRange, type Figure, getIn } from './draft.ts';
import { type DraftStore, useDraft, useDraftStore, useFieldError } from './store.ts';

/** Where a figure comes from: quote spec section 9, or chosen by us (docs/decisions/021). */
export type Source = 'spec' | 'ours' | 'mixed';

const SOURCE_BADGES: Record<Source, { label: string; variant: 'outline' | 'filled'; color: string }> = {
  spec: { label: 'From the spec', variant: 'outline', color: 'gray.8' },
  ours: { label: 'Our figures', variant: 'filled', color: 'navy' },
  mixed: { label: 'Spec and our figures', variant: 'outline', color: 'navy' },
};

export const OUR_FIGURE = 'our figure';

/** One table of the form: a titled card with where its figures come from. */
export function Section({
  id,
  title,
  source,
  note,
  children,
}: {
  id: string;
  title: string;
  source: Source;
  note?: ReactNode;
  children: ReactNode;
}) {
  const badge = SOURCE_BADGES[source];
  return (
    <Paper component="section" aria-labelledby={`${id}-title`} withBorder p="lg" radius="md" bg="white">
      <Group justify="space-between" align="flex-start" gap="sm" mb={note ? 4 : 'md'}>
        <Title order={2} size="h3" id={`${id}-title`}>
          {title}
        </Title>
        <Badge variant={badge.variant} color={badge.color}>
          {badge.label}
        </Badge>
      </Group>
      {note && (
        <Text size="sm" c="dimmed" mb="md" maw={760}>
          {note}
        </Text>
      )}
      <Stack gap="lg">{children}</Stack>
    </Paper>
  );
}

export function SubTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Title order={3} size="h5" id={id} mb={6}>
      {children}
    </Title>
  );
}

type FigureProps = {
  path: string;
  /** A visible label of its own, or the ids of the visible headers that name it. */
  label?: string;
  labelledBy?: string;
  /** Whole numbers (band limits) instead of dollars and cents. */
  whole?: boolean;
  /** Shows the "our figure" note under the field (or the note given). */
  ours?: boolean | string;
  w?: number;
};

type FieldProps = Omit<FigureProps, 'ours'> & {
  value: Figure;
  error: string | undefined;
  description: string | undefined;
  set: DraftStore['set'];
};

/**
 * The input itself, memoised on plain values, so a field re-renders only when its own value or
 * message changes.
 */
const FigureField = memo(function FigureField({
  path,
  label,
  labelledBy,
  whole = false,
  w,
  value,
  error,
  description,
  set,
}: FieldProps) {
  return (
    <NumberInput
      label={label}
      aria-labelledby={label ? undefined : labelledBy}
      description={description}
      value={value}
      onChange={(next) => set(path, next)}
      decimalScale={whole ? 0 : 2}
      fixedDecimalScale={!whole}
      allowDecimal={!whole}
      inputMode={whole ? 'numeric' : 'decimal'}
      hideControls
      error={error}
      w={w}
      data-path={path}
    />
  );
});

/** A number field of the draft: dollars to two decimals, or a whole number for band limits. */
export function FigureInput({ ours = false, w, ...props }: FigureProps) {
  const store = useDraftStore();
  const value = useDraft((draft) => getIn(draft, props.path) as Figure);
  const error = useFieldError(props.path);
  return (
    <FigureField
      {...props}
      // A field with its own label gets room for it; table cells are named by their headers.
      w={w ?? (props.label ? 170 : 120)}
      value={value}
      error={error}
      description={typeof ours === 'string' ? ours : ours ? OUR_FIGURE : undefined}
      set={store.set}
    />
  );
}

/** A table-wide problem (bands that do not rise, a grid of the wrong size). */
export function TableError({ path }: { path: string }) {
  const message = useFieldError(path);
  return message ? <FormMessage error={message} /> : null;
}

type Band = { upTo: Figure | null };

/**
 * The band limits at a path, re-read only when a limit changes (not when a price beside it
 * does): the hook picks a text key, which is a primitive.
 */
const useBands = (path: string): Band[] => {
  const key = useDraft((draft) => JSON.stringify(((getIn(draft, path) ?? []) as Band[]).map((b) => b.upTo)));
  return (JSON.parse(key) as (Figure | null)[]).map((upTo) => ({ upTo }));
};

type BandColumn = { key: string; label: string; ours?: (index: number) => boolean | string };

/**
 * Quantity (or stitch) bands as "up to N" rows; the last band is open ("61 and above").
 * Each field is named by the section title, its row and its column, all visible.
 */
export function BandTable({
  id,
  sectionId,
  path,
  unit,
  rowLabel = 'Tier',
  columns,
  caption,
}: {
  id: string;
  sectionId: string;
  path: string;
  unit: string;
  rowLabel?: string;
  columns: BandColumn[];
  caption?: string;
}) {
  const bands = useBands(path);
  const names = (index: number, column: string) =>
    [caption ? `${id}-caption` : `${sectionId}-title`, `${id}-r${index}`, `${id}-${column}`].join(' ');
  return (
    <div>
      {caption && <SubTitle id={`${id}-caption`}>{caption}</SubTitle>}
      <Table.ScrollContainer minWidth={320} type="native">
        <Table withTableBorder withColumnBorders verticalSpacing={6} w="auto" miw={320}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{rowLabel}</Table.Th>
              <Table.Th scope="col" id={`${id}-upTo`}>
                Up to ({unit})
              </Table.Th>
              {columns.map((c) => (
                <Table.Th scope="col" key={c.key} id={`${id}-${c.key}`}>
                  {c.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bands.map((band, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: bands are positions in a fixed-length list; the form adds or removes none, so the index is their identity.
              <Table.Tr key={i}>
                <Table.Th scope="row" id={`${id}-r${i}`} fw={600}>
                  {rowLabel} {i + 1}
                </Table.Th>
                <Table.Td>
                  {band.upTo === null ? (
                    <Text size="sm">{bandRange(bands, i)}</Text>
                  ) : (
                    <FigureInput path={`${path}.${i}.upTo`} labelledBy={names(i, 'upTo')} whole w={110} />
                  )}
                </Table.Td>
                {columns.map((c) => (
                  <Table.Td key={c.key}>
                    <FigureInput
                      path={`${path}.${i}.${c.key}`}
                      labelledBy={names(i, c.key)}
                      ours={c.ours?.(i) ?? false}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TableError path={path} />
    </div>
  );
}

const SETUP_ROWS = [
  { key: 'new', label: 'New Set Up' },
  { key: 'repeat', label: 'Repeat Set Up' },
  { key: 'default', label: 'No setup code chosen' },
] as const;
type SetupKey = (typeof SETUP_ROWS)[number]['key'];
export type OursMarks = Partial<Record<SetupKey, { cost?: boolean; price?: boolean }>>;

/** Setup cost and price by setup code; "None" always counts 0, so it has no row. */
export function SetupTable({
  id,
  path,
  caption,
  ours = {},
}: {
  id: string;
  path: string;
  caption: string;
  ours?: OursMarks;
}) {
  const names = (row: string, column: string) => `${id}-caption ${id}-${row} ${id}-${column}`;
  return (
    <div>
      <SubTitle id={`${id}-caption`}>{caption}</SubTitle>
      <Table.ScrollContainer minWidth={320} type="native">
        <Table withTableBorder withColumnBorders verticalSpacing={6} w="auto" miw={320}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Setup code</Table.Th>
              <Table.Th scope="col" id={`${id}-cost`}>
                Cost ($)
              </Table.Th>
              <Table.Th scope="col" id={`${id}-price`}>
                Price ($)
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SETUP_ROWS.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" id={`${id}-${row.key}`} fw={600}>
                  {row.label}
                </Table.Th>
                <Table.Td>
                  <FigureInput
                    path={`${path}.${row.key}.cost`}
                    labelledBy={names(row.key, 'cost')}
                    ours={ours[row.key]?.cost ?? false}
                  />
                </Table.Td>
                <Table.Td>
                  <FigureInput
                    path={`${path}.${row.key}.price`}
                    labelledBy={names(row.key, 'price')}
                    ours={ours[row.key]?.price ?? false}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed" mt={6}>
        Setup code None always counts 0.
      </Text>
    </div>
  );
}

/** An embroidery grid: one row per stitch band, one column per quantity band. */
export function BandGrid({ id, path, caption }: { id: string; path: string; caption: string }) {
  const stitches = useBands('embroidery.stitchBands');
  const quantities = useBands('embroidery.qtyBands');
  // Only the grid's shape: each cell follows its own value.
  const shape = useDraft((draft) =>
    JSON.stringify(((getIn(draft, path) ?? []) as Figure[][]).map((row) => row.length)),
  );
  const grid = (JSON.parse(shape) as number[]).map((cols) => Array.from({ length: cols }, () => 0));
  return (
    <div>
      <SubTitle id={`${id}-caption`}>{caption}</SubTitle>
      <Table.ScrollContainer minWidth={900} type="native">
        <Table withTableBorder withColumnBorders verticalSpacing={6} horizontalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Stitches \ units</Table.Th>
              {quantities.map((_, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: bands are positions in a fixed list
                <Table.Th scope="col" key={j} id={`${id}-c${j}`}>
                  {bandRange(quantities, j)}
                  <span className="visually-hidden"> units</span>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {grid.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: bands are positions in a fixed list
              <Table.Tr key={i}>
                <Table.Th scope="row" id={`${id}-r${i}`} fw={600}>
                  {bandRange(stitches, i)}
                  <span className="visually-hidden"> stitches</span>
                </Table.Th>
                {row.map((_, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: bands are positions in a fixed list
                  <Table.Td key={j}>
                    <FigureInput
                      path={`${path}.${i}.${j}`}
                      labelledBy={`${id}-caption ${id}-r${i} ${id}-c${j}`}
                      w={100}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TableError path={path} />
    </div>
  );
}
