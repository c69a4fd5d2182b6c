import { MantineProvider } from '@mantine/core';
import { DEFAULT_DECORATION_TYPE } from '@portal/domain/catalogue';
import { DEFAULT_PRICE_TABLES, priceQuote } from '@portal/domain/pricing';
import { type QuoteContent, quoteContentSchema } from '@portal/domain/quote';
import { Profiler, type ProfilerOnRenderCallback, useEffect, useMemo, useState } from 'react';
import { theme } from '../../../lib/theme.ts';
import type { QuoteTableProps } from './contract.ts';
import { QuoteTable } from './QuoteTable.tsx';

/**
 * Renders the table the way the editor page drives it: the document in state, priced by the
 * domain engine on every change. For component tests only.
 */
export function TableHarness({
  initial,
  isAdmin = true,
  readOnly = false,
  onRender,
  guardEdit = (edit) => edit(),
  designs,
  onChooseDesign,
  onUploadProof,
  artwork,
  taskLists,
  onContent,
  env,
}: {
  initial: QuoteContent;
  isAdmin?: boolean;
  readOnly?: boolean;
  onRender?: ProfilerOnRenderCallback;
  guardEdit?: (edit: () => void) => void;
  designs?: QuoteTableProps['designs'];
  onChooseDesign?: QuoteTableProps['onChooseDesign'];
  onUploadProof?: QuoteTableProps['onUploadProof'];
  artwork?: QuoteTableProps['artwork'];
  taskLists?: QuoteTableProps['taskLists'];
  /** Told each new document, so a test can read what a control stored. */
  onContent?: (content: QuoteContent) => void;
  /** 'test' turns Mantine's transitions off, so a Select's options show as soon as it opens. */
  env?: 'test';
}) {
  const [content, setContent] = useState(initial);
  const [brand, setBrand] = useState<string>(DEFAULT_DECORATION_TYPE);
  useEffect(() => onContent?.(content), [content, onContent]);
  const priced = useMemo(
    () => priceQuote(content, DEFAULT_PRICE_TABLES, { role: isAdmin ? 'admin' : 'customer' }),
    [content, isAdmin],
  );
  const table = (
    <QuoteTable
      content={content}
      onChange={(update) => setContent((c) => update(c))}
      priced={priced}
      isAdmin={isAdmin}
      readOnly={readOnly}
      defaultBrand={brand}
      onDefaultBrandChange={setBrand}
      otherLabel="Pocket"
      onOtherLabelChange={isAdmin ? () => {} : undefined}
      guardEdit={guardEdit}
      designs={designs}
      onChooseDesign={onChooseDesign}
      onUploadProof={onUploadProof}
      artwork={artwork}
      taskLists={taskLists}
    />
  );
  return (
    <MantineProvider theme={theme} env={env}>
      {onRender ? (
        <Profiler id="table" onRender={onRender}>
          {table}
        </Profiler>
      ) : (
        table
      )}
    </MantineProvider>
  );
}

/** A document with one group, a product and one decoration of the given code at Breast Left. */
export const contentWithDecoration = (code: string, extra: Record<string, unknown> = {}): QuoteContent =>
  quoteContentSchema.parse({
    categories: [
      {
        category_info: {},
        groups: [{ id: 'g1', name: 'Staff', group_options: { customs: [], customfees: [] } }],
        items: [
          {
            id: 'r1',
            type: 'product',
            code: 'PW100',
            colour: 'Navy',
            size: 'L',
            catalogue: 'PW',
            qty: 10,
            price: 12,
            cost: 6,
            position: { 'Breast Left': true },
          },
          { id: 'r2', type: 'decoration', code, position: 'Breast Left', qty: 10, checked: true, ...extra },
        ],
      },
    ],
  });
