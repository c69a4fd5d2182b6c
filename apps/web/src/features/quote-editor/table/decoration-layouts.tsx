import {
  COLOUR_CHANGE_OPTIONS,
  type DecorationRowCode,
  DISCOUNT_REASONS,
  SETUP_CODES,
} from '@portal/domain/catalogue';
import type { PricedLine } from '@portal/domain/pricing';
import type { DecorationRow, SetupDiscount } from '@portal/domain/quote';
import type { ReactNode } from 'react';
import { CheckCell, IconButton, NumberCell, SelectCell, TextCell } from './cells.tsx';
import { CrossIcon } from './icons.tsx';
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

/** A labelled field inside a layout row; the input carries the row's name in its own label. */
const Field = ({ caption, children }: { caption: string; children: ReactNode }) => (
  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, marginRight: 12 }}>
    <span className={classes.muted} aria-hidden="true">
      {caption}
    </span>
    {children}
  </span>
);

/** A row under the decoration: its title, its fields and, if it is priced, its amount. */
const SubRow = ({
  title,
  columns,
  amount,
  children,
}: {
  title: string;
  columns: number;
  amount?: string;
  children: ReactNode;
}) => (
  <tr className={classes.subRow}>
    <td />
    <td className={classes.subLabel}>{title}</td>
    <td colSpan={columns - 4}>{children}</td>
    <td className={classes.money}>{amount ?? ''}</td>
    <td />
  </tr>
);

/**
 * The rows of a decoration's layout (quote spec 9): every code has a setup row; Embroidery's
 * carries stitch count, size and design; Screen Print's colours and screens, plus a colour
 * change row; Digital Print adds film; Digital and Vinyl Print add heat press and packing (costs,
 * so staff only). Setup discounts follow, customers seeing only the enabled ones (spec 5).
 */
export function DecorationLayout(props: LayoutProps) {
  const { layout, row, name, lines, view, actions, costsShown, columns, may } = props;
  const set = (patch: Partial<DecorationRow>) => actions.update(row.id, 'decoration', patch);
  const text = (field: keyof DecorationRow & string, caption: string) => (
    <Field caption={caption}>
      <TextCell
        label={`${name} ${caption.toLowerCase()}`}
        value={row[field] as string | null | undefined}
        disabled={!may(field)}
        onChange={(v) => set({ [field]: v })}
      />
    </Field>
  );
  const number = (field: keyof DecorationRow & string, caption: string) => (
    <Field caption={caption}>
      <NumberCell
        label={`${name} ${caption.toLowerCase()}`}
        value={row[field] as number | null | undefined}
        disabled={!may(field)}
        onChange={(v) => set({ [field]: v })}
      />
    </Field>
  );
  const setup = amountOf(lines, 'setup');
  const colourChange = amountOf(lines, 'colour_change');
  const staffCosts = view.isAdmin && costsShown;
  return (
    <>
      <SubRow title="Setup" columns={columns} amount={money(setup)}>
        <Field caption="Setup">
          <SelectCell
            label={`${name} setup`}
            value={row.setup_code}
            options={SETUP_CODES}
            allowEmpty
            disabled={!may('setup_code')}
            onChange={(setup_code) => set({ setup_code })}
          />
        </Field>
        {layout === 'Embroidery' && (
          <>
            {number('setup_sc', 'Stitch count')}
            {text('setup_emb', 'Design')}
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
        {staffCosts && (
          <Field caption="Setup cost">
            <NumberCell
              label={`${name} setup cost`}
              value={row.price_manual ? row.setup_unit_cost : unitCost(setup)}
              disabled={!may('setup_unit_cost')}
              onChange={(v) => actions.setDecorationPrice(row.id, 'setup_unit_cost', v)}
            />
          </Field>
        )}
        {view.isAdmin && (
          <Field caption="Setup price">
            <NumberCell
              label={`${name} setup price`}
              value={row.price_manual ? row.setup_price : unitPrice(setup)}
              disabled={!may('setup_price')}
              onChange={(v) => actions.setDecorationPrice(row.id, 'setup_price', v)}
            />
          </Field>
        )}
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
              onChange={(setup_color_change) => set({ setup_color_change })}
            />
          </Field>
          {view.isAdmin && number('setup_color_change_qty', 'Colour change qty')}
          {staffCosts && (
            <Field caption="Colour change cost">
              <NumberCell
                label={`${name} colour change cost`}
                value={row.price_manual ? row.setup_color_change_unit_cost : unitCost(colourChange)}
                disabled={!may('setup_color_change_unit_cost')}
                onChange={(v) => actions.setDecorationPrice(row.id, 'setup_color_change_unit_cost', v)}
              />
            </Field>
          )}
          {view.isAdmin && (
            <Field caption="Colour change price">
              <NumberCell
                label={`${name} colour change price`}
                value={row.price_manual ? row.setup_color_change_price : unitPrice(colourChange)}
                disabled={!may('setup_color_change_price')}
                onChange={(v) => actions.setDecorationPrice(row.id, 'setup_color_change_price', v)}
              />
            </Field>
          )}
        </SubRow>
      )}
      {layout === 'Digital Print' && staffCosts && (
        <SubRow title="Film" columns={columns}>
          {number('film_metres', 'Film metres')}
          {number('film_qty', 'Film qty')}
          {number('film_unit_cost', 'Film unit cost')}
        </SubRow>
      )}
      {(layout === 'Digital Print' || layout === 'Vinyl Print') && staffCosts && (
        <>
          <SubRow title="Heat press" columns={columns}>
            {text('heat_code', 'Heat press code')}
            {number('heat_qty', 'Heat press qty')}
            {number('heat_unit_cost', 'Heat press unit cost')}
          </SubRow>
          <SubRow title="Packing" columns={columns}>
            {number('packing_qty', 'Packing qty')}
            {number('packing_unit_cost', 'Packing unit cost')}
          </SubRow>
        </>
      )}
      <SetupDiscounts {...props} />
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
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: discounts have no id; their place is their identity.
          <SubRow key={i} title="Setup discount" columns={columns} amount={money(line)}>
            <Field caption="Enabled">
              <CheckCell
                label={`${label} enabled`}
                checked={d.setup_discount_enable === true}
                disabled={!editable}
                onChange={(setup_discount_enable) => setAt(i, { setup_discount_enable })}
              />
            </Field>
            <Field caption="Reason">
              <SelectCell
                label={`${label} reason`}
                value={d.setup_discount}
                options={DISCOUNT_REASONS}
                allowEmpty
                disabled={!editable}
                onChange={(setup_discount) => setAt(i, { setup_discount })}
              />
            </Field>
            {d.setup_discount === 'Other' && (
              <Field caption="Other reason">
                <TextCell
                  label={`${label} other reason`}
                  value={d.setup_discount_other}
                  disabled={!editable}
                  onChange={(setup_discount_other) => setAt(i, { setup_discount_other })}
                />
              </Field>
            )}
            <Field caption="Qty">
              <NumberCell
                label={`${label} quantity`}
                value={d.setup_discount_qty}
                disabled={!editable}
                onChange={(setup_discount_qty) => setAt(i, { setup_discount_qty })}
              />
            </Field>
            {view.isAdmin && costsShown && (
              <Field caption="Cost">
                <NumberCell
                  label={`${label} cost`}
                  value={d.setup_discount_cost}
                  disabled={!editable}
                  onChange={(setup_discount_cost) => setAt(i, { setup_discount_cost })}
                />
              </Field>
            )}
            <Field caption="Value">
              <NumberCell
                label={`${label} value`}
                value={d.setup_discount_value}
                disabled={!editable}
                onChange={(setup_discount_value) => setAt(i, { setup_discount_value })}
              />
            </Field>
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
