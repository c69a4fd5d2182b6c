import {
  COLOUR_CHANGE_OPTIONS,
  type DecorationRowCode,
  DISCOUNT_REASONS,
  SETUP_CODES,
} from '@portal/domain/catalogue';
import type { PricedLine } from '@portal/domain/pricing';
import type { DecorationPriceField, DecorationRow, SetupDiscount } from '@portal/domain/quote';
import { ArtworkRow } from './artwork-row.tsx';
import { IconButton, SelectCell } from './cells.tsx';
import { decorationPriceCells } from './decoration-price-cells.tsx';
import { DesignCell } from './design-cell.tsx';
import { type FieldsTaking, fieldCells } from './field-cells.tsx';
import { CrossIcon } from './icons.tsx';
import { Field, SubRow } from './layout-parts.tsx';
import { money, unitCost, unitPrice } from './money.ts';
import { amountOf } from './row-memo.ts';
import classes from './table.module.css';
import type { TableView } from './types.ts';
import type { TableActions } from './use-table-actions.ts';

type LayoutProps = {
  layout: DecorationRowCode;
  row: DecorationRow;
  name: string;
  lines: readonly PricedLine[];
  view: TableView;
  actions: TableActions;
  costsShown: boolean;
  columns: number;
  /** Whether this viewer may change a field of the row (customers: only their design choices). */
  may: (field: string) => boolean;
};

/**
 * The rows of a decoration's layout (quote spec 9): every code has a setup row; Embroidery's
 * carries stitch count, size and design; Screen Print's colours and screens, plus a colour
 * change row; Digital Print adds film; Digital and Vinyl Print add heat press and packing (costs,
 * so staff only). Setup discounts follow, customers seeing only the enabled ones (spec 5).
 */
export function DecorationLayout(props: LayoutProps) {
  const { layout, row, name, lines, view, actions, costsShown, columns, may } = props;
  const cell = fieldCells(
    row,
    name,
    (field) => !may(field),
    (patch) => actions.update(row.id, 'decoration', patch),
  );
  // A layout field shows its caption beside the input and ends its label with it.
  const text = (field: FieldsTaking<DecorationRow, string>, caption: string) => (
    <Field caption={caption}>{cell.text(field, caption.toLowerCase())}</Field>
  );
  const number = (field: FieldsTaking<DecorationRow, number | null>, caption: string) => (
    <Field caption={caption}>{cell.number(field, caption.toLowerCase())}</Field>
  );
  const moneyField = (field: FieldsTaking<DecorationRow, number | null>, caption: string) => (
    <Field caption={caption}>{cell.money(field, caption.toLowerCase())}</Field>
  );
  const priceCell = decorationPriceCells(row, name, (field) => !may(field), actions);
  const price = (field: DecorationPriceField, caption: string, tableFigure: string) => (
    <Field caption={caption}>{priceCell(field, caption.toLowerCase(), tableFigure)}</Field>
  );
  const setup = amountOf(lines, 'setup');
  const colourChange = amountOf(lines, 'colour_change');
  const staffCosts = view.isAdmin && costsShown;
  return (
    <>
      <SubRow title="Setup" columns={columns} amount={money(setup)}>
        <Field caption="Setup">{cell.select('setup_code', 'setup', SETUP_CODES)}</Field>
        {layout === 'Embroidery' && (
          <>
            {number('setup_sc', 'Stitch count')}
            {view.designs.length > 0 ? (
              <Field caption="Design">
                <DesignCell
                  label={`${name} design`}
                  value={row.setup_emb}
                  designs={view.designs}
                  disabled={!may('setup_emb')}
                  onChoose={(designId) => actions.chooseDesign(row.id, designId)}
                  onClear={() => actions.update(row.id, 'decoration', { setup_emb: null })}
                />
              </Field>
            ) : (
              text('setup_emb', 'Design')
            )}
            {text('setup_size', 'Size')}
          </>
        )}
        {layout === 'Screen Print' && (
          <>
            {text('setup_color', 'Colours')}
            {text('setup_screen', 'Screens')}
            {text('setup_size', 'Size')}
          </>
        )}
        {(layout === 'Digital Print' || layout === 'Vinyl Print') && text('setup_size', 'Size')}
        {view.isAdmin && number('setup_qty', 'Setup qty')}
        {staffCosts && price('setup_unit_cost', 'Setup cost', unitCost(setup))}
        {view.isAdmin && price('setup_price', 'Setup price', unitPrice(setup))}
        {view.isAdmin && text('setup_notes', 'Setup notes')}
      </SubRow>
      {layout === 'Screen Print' && (
        <SubRow title="Colour change" columns={columns} amount={money(colourChange)}>
          <Field caption="Colour change">
            <SelectCell
              label={`${name} colour change`}
              value={row.setup_color_change || 'None'}
              options={COLOUR_CHANGE_OPTIONS}
              disabled={!may('setup_color_change')}
              onChange={(setup_color_change) => actions.update(row.id, 'decoration', { setup_color_change })}
            />
          </Field>
          {view.isAdmin && number('setup_color_change_qty', 'Colour change qty')}
          {staffCosts && price('setup_color_change_unit_cost', 'Colour change cost', unitCost(colourChange))}
          {view.isAdmin && price('setup_color_change_price', 'Colour change price', unitPrice(colourChange))}
        </SubRow>
      )}
      {layout === 'Digital Print' && staffCosts && (
        <SubRow title="Film" columns={columns}>
          {number('film_metres', 'Film metres')}
          {number('film_qty', 'Film qty')}
          {moneyField('film_unit_cost', 'Film unit cost')}
        </SubRow>
      )}
      {(layout === 'Digital Print' || layout === 'Vinyl Print') && staffCosts && (
        <>
          <SubRow title="Heat press" columns={columns}>
            {text('heat_code', 'Heat press code')}
            {number('heat_qty', 'Heat press qty')}
            {moneyField('heat_unit_cost', 'Heat press unit cost')}
          </SubRow>
          <SubRow title="Packing" columns={columns}>
            {number('packing_qty', 'Packing qty')}
            {moneyField('packing_unit_cost', 'Packing unit cost')}
          </SubRow>
        </>
      )}
      <SetupDiscounts {...props} />
      <ArtworkRow
        row={row}
        name={name}
        view={view}
        actions={actions}
        columns={columns}
        editable={may('logo_file')}
      />
      {view.proofUploads && (
        <SubRow title="Proof" columns={columns}>
          <button
            type="button"
            className={classes.iconButton}
            style={{ width: 'auto', padding: '0 6px' }}
            onClick={() => actions.uploadProof(row.id)}
          >
            Upload a proof for {name}
          </button>
        </SubRow>
      )}
    </>
  );
}

/** Setup discounts of a decoration (quote spec 3): staff edit them; customers see the enabled ones. */
function SetupDiscounts({ row, name, lines, view, actions, costsShown, columns, may }: LayoutProps) {
  const discounts = row.discounts ?? [];
  const editable = may('discounts');
  const setAt = (index: number, patch: Partial<SetupDiscount>) =>
    actions.update(row.id, 'decoration', {
      discounts: discounts.map((d, i) => (i === index ? { ...d, ...patch } : d)),
    });
  return (
    <>
      {discounts.map((d, i) => {
        if (!view.isAdmin && !d.setup_discount_enable) return null;
        const line = lines.find((l) => l.id === `${row.id}:setup_discount:${i}`) ?? null;
        const label = `${name} setup discount ${i + 1}`;
        const cell = fieldCells(d, label, !editable, (patch) => setAt(i, patch));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: discounts have no id; their place is their identity.
          <SubRow key={i} title="Setup discount" columns={columns} amount={money(line)}>
            <Field caption="Enabled">{cell.check('setup_discount_enable', 'enabled')}</Field>
            <Field caption="Reason">
              {cell.select('setup_discount', 'reason', DISCOUNT_REASONS, { allowEmpty: true })}
            </Field>
            {d.setup_discount === 'Other' && (
              <Field caption="Other reason">{cell.text('setup_discount_other', 'other reason')}</Field>
            )}
            <Field caption="Qty">{cell.number('setup_discount_qty', 'quantity')}</Field>
            {view.isAdmin && costsShown && (
              <Field caption="Cost">{cell.money('setup_discount_cost', 'cost')}</Field>
            )}
            <Field caption="Value">{cell.money('setup_discount_value', 'value')}</Field>
            {editable && (
              <IconButton
                label={`Delete ${label}`}
                danger
                onClick={() =>
                  actions.update(row.id, 'decoration', { discounts: discounts.filter((_, j) => j !== i) })
                }
              >
                <CrossIcon />
              </IconButton>
            )}
          </SubRow>
        );
      })}
      {editable && (
        <tr className={classes.subRow}>
          <td />
          <td colSpan={columns - 1}>
            <button
              type="button"
              className={classes.iconButton}
              style={{ width: 'auto', padding: '0 6px' }}
              onClick={() =>
                actions.update(row.id, 'decoration', {
                  discounts: [...discounts, { setup_discount_enable: false, setup_discount_qty: 1 }],
                })
              }
            >
              Add setup discount to {name}
            </button>
          </td>
        </tr>
      )}
    </>
  );
}
