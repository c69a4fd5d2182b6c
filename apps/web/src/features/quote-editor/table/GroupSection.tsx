import { GARMENT_POSITIONS, positionLabel } from '@portal/domain/catalogue';
import type { PricedLine } from '@portal/domain/pricing';
import { costsVisible, type Group, type ProductRow } from '@portal/domain/quote';
import { memo, type ReactNode, useMemo } from 'react';
import { CatalogueFeeSection } from './CatalogueFeeSection.tsx';
import { DecorationRowView, decorationColumns } from './DecorationRowView.tsx';
import { GroupDiscountSection } from './GroupDiscountSection.tsx';
import { GroupHeader } from './GroupHeader.tsx';
import {
  ATTENTION_COLUMNS,
  AttentionRowView,
  DELIVERY_COLUMNS,
  DeliveryRowView,
  DISCOUNT_COLUMNS,
  DiscountRowView,
} from './LineRowViews.tsx';
import type { GroupRows } from './layout.ts';
import { OtherLabelHeader } from './OtherLabelHeader.tsx';
import { ProductRowView, productName } from './ProductRowView.tsx';
import { NO_LINES, sameLines } from './row-memo.ts';
import { SortableSection } from './SortableSection.tsx';
import { sameRowLines } from './stable-groups.ts';
import { TaskSection } from './TaskSection.tsx';
import classes from './table.module.css';
import type { TableView } from './types.ts';
import type { TableActions } from './use-table-actions.ts';

type Props = {
  rows: GroupRows;
  linesByRow: Map<string, PricedLine[]>;
  groupLines: readonly PricedLine[];
  view: TableView;
  actions: TableActions;
  onShowImage: (row: ProductRow) => void;
  onDeleteGroup: (group: Group) => void;
  onOtherLabelChange?: ((label: string) => void) | undefined;
  onHoverPosition?: ((position: string | null) => void) | undefined;
};

/**
 * A group re-renders only when its rows, its group lines, its rows' figures or the settings
 * changed; the table's line index is new on every keystroke, so it is compared row by row.
 */
const sameGroupProps = (prev: Props, next: Props): boolean => {
  for (const key of Object.keys(next) as (keyof Props)[]) {
    if (key === 'linesByRow' || key === 'groupLines') continue;
    if (!Object.is(prev[key], next[key])) return false;
  }
  return (
    sameLines(prev.groupLines, next.groupLines) && sameRowLines(next.rows, prev.linesByRow, next.linesByRow)
  );
};

/**
 * The Products section's column headers. They change only with the viewer's settings, so they
 * are kept between keystrokes rather than rebuilt (with a header per garment position) each time.
 */
function useProductColumns(
  view: TableView,
  costsShown: boolean,
  onOtherLabelChange: Props['onOtherLabelChange'],
  onHoverPosition: Props['onHoverPosition'],
): ReactNode[] {
  return useMemo(
    () => [
      '',
      'Image',
      'Code',
      'Description',
      'Colour',
      'Size',
      'Qty',
      ...(costsShown ? ['Cost'] : []),
      'Price',
      ...GARMENT_POSITIONS.map((p) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: hovering only previews the position on the side panel's illustration; there is nothing to operate.
        <span key={p} onMouseEnter={() => onHoverPosition?.(p)} onMouseLeave={() => onHoverPosition?.(null)}>
          {p === 'Other' && view.isAdmin && onOtherLabelChange && !view.readOnly ? (
            <OtherLabelHeader label={view.otherLabel} onChange={onOtherLabelChange} />
          ) : (
            positionLabel(p, view.otherLabel)
          )}
        </span>
      )),
      'Select All',
      ...(view.isAdmin ? ['Note'] : []),
      'Amount',
      '',
    ],
    [view, costsShown, onOtherLabelChange, onHoverPosition],
  );
}

/**
 * One group of the quote with its sections in the spec's order (quote spec 2): Catalogue Fee,
 * Products, Brand Management, Tasks, Attention lines, Delivery, Discount lines, and the group's
 * own discount.
 */
export const GroupSection = memo(function GroupSection(props: Props) {
  const { rows, linesByRow, groupLines, view, actions, onShowImage } = props;
  const { group } = rows;
  const costsShown = view.isAdmin && costsVisible(group.group_options);
  const title = (section: string) => (group.name ? `${section} — ${group.name}` : section);
  const lines = (id: string) => linesByRow.get(id) ?? NO_LINES;
  const productNames = useMemo(
    () => new Map(rows.products.map((p) => [p.id, productName(p)])),
    [rows.products],
  );
  const productColumns = useProductColumns(view, costsShown, props.onOtherLabelChange, props.onHoverPosition);
  const brandColumns = useMemo(() => decorationColumns(view.isAdmin, costsShown), [view.isAdmin, costsShown]);
  const rowProps = { view, actions, costsShown };
  return (
    <section className={classes.group} aria-label={group.name ? `Group ${group.name}` : 'Quote items'}>
      <GroupHeader
        group={group}
        implicit={rows.implicit}
        view={view}
        actions={actions}
        costsShown={costsShown}
        onDelete={props.onDeleteGroup}
      />
      <CatalogueFeeSection group={group} lines={groupLines} {...rowProps} />
      <SortableSection
        caption={title('Products')}
        columns={productColumns}
        rows={rows.products}
        keepLeadInView
      >
        {(row) => (
          <ProductRowView
            key={row.id}
            row={row}
            lines={lines(row.id)}
            onShowImage={onShowImage}
            {...rowProps}
          />
        )}
      </SortableSection>
      {rows.decorations.length > 0 && (
        <SortableSection caption={title('Brand Management')} columns={brandColumns} rows={rows.decorations}>
          {(row) => <DecorationRowView key={row.id} row={row} lines={lines(row.id)} {...rowProps} />}
        </SortableSection>
      )}
      <TaskSection group={group} lines={groupLines} {...rowProps} />
      {rows.attention.length > 0 && (
        <SortableSection
          caption={title('Attention lines')}
          columns={ATTENTION_COLUMNS(costsShown)}
          rows={rows.attention}
        >
          {(row) => (
            <AttentionRowView
              key={row.id}
              row={row}
              lines={lines(row.id)}
              productName={productNames.get(row.product_id ?? '') ?? ''}
              {...rowProps}
            />
          )}
        </SortableSection>
      )}
      {rows.delivery.length > 0 && (
        <SortableSection
          caption={title('Delivery')}
          columns={DELIVERY_COLUMNS(costsShown)}
          rows={rows.delivery}
        >
          {(row) => <DeliveryRowView key={row.id} row={row} lines={lines(row.id)} {...rowProps} />}
        </SortableSection>
      )}
      {rows.discounts.length > 0 && (
        <SortableSection
          caption={title('Discount lines')}
          columns={DISCOUNT_COLUMNS(costsShown)}
          rows={rows.discounts}
        >
          {(row) => <DiscountRowView key={row.id} row={row} lines={lines(row.id)} {...rowProps} />}
        </SortableSection>
      )}
      <GroupDiscountSection group={group} lines={groupLines} {...rowProps} />
    </section>
  );
}, sameGroupProps);
