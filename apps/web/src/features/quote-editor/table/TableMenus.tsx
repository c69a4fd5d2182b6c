import { Button, Group, Menu, NativeSelect } from '@mantine/core';
import { can } from '@portal/domain/access';
import type { NewProduct, Group as QuoteGroup } from '@portal/domain/quote';
import { memo, useState } from 'react';
import { AddProductDialog } from '../../catalogue/index.ts';
import { CatalogueFeeMenuItems } from './CatalogueFeeMenuItems.tsx';
import { ChoiceMenu } from './ChoiceMenu.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { TABLE_TEXTS } from './texts.ts';
import type { TableView } from './types.ts';
import type { TableActions } from './use-table-actions.ts';

/** A group as the menus offer it; the menus need no rows, so typing does not re-render them. */
export type GroupChoice = { id: string; name: string; hasDiscount: boolean };

export const groupChoice = (group: QuoteGroup): GroupChoice => ({
  id: group.id,
  name: group.name ?? '',
  hasDiscount: Boolean(group.group_options.discount),
});

/** What the menus show of a group, as a string: the menus re-render only when it changes. */
export const groupChoiceKey = (choice: GroupChoice) =>
  `${choice.id}\u0000${choice.name}\u0000${choice.hasDiscount}`;

type Props = {
  groups: readonly GroupChoice[];
  view: TableView;
  actions: TableActions;
  defaultBrand: string;
};

const role = (view: TableView) => ({ role: view.isAdmin ? 'admin' : 'customer' });

/**
 * The menus above the table (quote spec 2 and 6): Add Product (From Store, Custom), the default
 * brand, a new group, and for staff Add line (Delivery, Discount, Group discount), catalogue fees,
 * tasks and brand management. Additions go to the group chosen in "Add to group" (the last one at
 * first).
 */
export const TableMenus = memo(function TableMenus({ groups, view, actions, defaultBrand }: Props) {
  const [storeOpen, setStoreOpen] = useState(false);
  const [chosenGroup, setChosenGroup] = useState<string | null>(null);
  const [pendingBrand, setPendingBrand] = useState<string | null>(null);
  const real = groups;
  const targetGroup = real.find((g) => g.id === chosenGroup) ?? real[real.length - 1];
  const target = targetGroup?.id;
  const staff = view.isAdmin;
  const addGroup = () => actions.addGroup(`${TABLE_TEXTS.newGroupName} ${real.length + 1}`);
  const add = (rows: NewProduct[]) => actions.addProducts(rows, target);
  return (
    <Group gap="sm" mb="sm" align="flex-end" wrap="wrap">
      <ChoiceMenu
        label="Add Product"
        main
        choices={[
          { label: 'From Store', onPick: () => actions.beginEdit(() => setStoreOpen(true)) },
          { label: 'Custom', onPick: () => actions.addCustomProduct(target) },
        ]}
      />
      {staff && (
        <ChoiceMenu
          label="Add line"
          choices={[
            { label: 'Delivery', onPick: () => actions.addDelivery(target) },
            { label: 'Discount', onPick: () => actions.addDiscount(target) },
            // The group's own discount sits in its options, one at most (quote spec 3), so it is
            // offered only to a group without one; rows without a group have no options to hold it.
            ...(targetGroup && !targetGroup.hasDiscount
              ? [{ label: 'Group discount', onPick: () => actions.addGroupDiscount(targetGroup.id) }]
              : []),
          ]}
        />
      )}
      {staff && target !== undefined && (
        <>
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button variant="default">Catalogue fees</Button>
            </Menu.Target>
            <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
              <CatalogueFeeMenuItems
                onPick={(catalogue, price) => actions.addCatalogueFee(target, catalogue, price)}
              />
            </Menu.Dropdown>
          </Menu>
          <Button variant="default" onClick={() => actions.addCustomTemplate(target)}>
            Tasks
          </Button>
        </>
      )}
      {staff && (
        <ChoiceMenu
          label="Brand management"
          choices={view.decorationTypes.map((type) => ({
            label: type,
            onPick: () => actions.addDecoration(type, target),
          }))}
        />
      )}
      <Button variant="default" onClick={addGroup}>
        Add group
      </Button>
      <NativeSelect
        label="Default brand"
        // A brand only staff may choose still shows as the current one.
        data={
          view.decorationTypes.includes(defaultBrand)
            ? [...view.decorationTypes]
            : [defaultBrand, ...view.decorationTypes]
        }
        value={defaultBrand}
        disabled={!can(role(view), 'changeDefaultBrand')}
        // It rewrites decorations someone may have priced by hand: asked first, like a move.
        onChange={(e) => e.currentTarget.value !== defaultBrand && setPendingBrand(e.currentTarget.value)}
        w={200}
      />
      {real.length > 1 && (
        <NativeSelect
          label="Add to group"
          data={real.map((g) => ({ value: g.id, label: g.name || g.id }))}
          value={target ?? ''}
          onChange={(e) => setChosenGroup(e.currentTarget.value)}
          w={200}
        />
      )}
      {/* Mounted only while open: the dialog loads catalogues, which a closed menu should not. */}
      {storeOpen && <AddProductDialog opened onClose={() => setStoreOpen(false)} onAdd={add} />}
      <ConfirmDialog
        message={pendingBrand === null ? null : TABLE_TEXTS.confirmDefaultBrand(pendingBrand)}
        onConfirm={() => {
          if (pendingBrand !== null) actions.setDefaultBrand(pendingBrand);
          setPendingBrand(null);
        }}
        onCancel={() => setPendingBrand(null)}
      />
    </Group>
  );
});
