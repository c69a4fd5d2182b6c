import {
  addCatalogueFee,
  addCustomProduct,
  addCustomTemplate,
  addDecoration,
  addDelivery,
  addDiscount,
  addGroup,
  addGroupDiscount,
  addProducts,
  addTask,
  type Custom,
  type CustomFee,
  changeDecorationCode,
  changeDecorationPosition,
  changeDefaultBrand,
  type DecorationPriceField,
  deleteGroup,
  type GroupDiscount,
  moveRow,
  type NewProduct,
  type QuoteContent,
  type QuoteRow,
  type RowPatch,
  type RowTarget,
  removeCatalogueFee,
  removeCustomTemplate,
  removeGroupDiscount,
  removeRow,
  removeTask,
  renameGroup,
  selectAllPositions,
  setDecorationPrice,
  setProductQty,
  type Task,
  toggleCostVisibility,
  toggleNeedAttention,
  togglePosition,
  updateCatalogueFee,
  updateCustomTemplate,
  updateGroupDiscount,
  updateRow,
  updateTask,
} from '@portal/domain/quote';
import { useMemo, useRef } from 'react';
import type { QuoteTableProps } from './contract.ts';

/**
 * What each control of the table does, as one object whose identity never changes, so memoised
 * rows are not re-rendered by new callbacks on every keystroke. Each action hands the page a
 * pure updater built from a domain operation; the latest props are read through a ref.
 */
export type TableActions = ReturnType<typeof makeActions>;

const makeActions = (props: { current: QuoteTableProps }) => {
  const change = (update: (content: QuoteContent) => QuoteContent) => props.current.onChange(update);
  const brand = () => props.current.defaultBrand;
  return {
    /**
     * Opens what starts a change without making one yet (Add Product's dialog) once the change may
     * begin: a customer on a Completed Quote confirms the edit first. Changes themselves go through
     * the page's onChange, which asks the same question.
     */
    beginEdit: (open: () => void) => props.current.guardEdit(open),
    addProducts: (rows: readonly NewProduct[], groupId?: string) =>
      change((c) => addProducts(c, rows, groupId)),
    addCustomProduct: (groupId?: string) => change((c) => addCustomProduct(c, groupId)),
    addDelivery: (groupId?: string) => change((c) => addDelivery(c, groupId)),
    addDiscount: (groupId?: string) => change((c) => addDiscount(c, groupId)),
    addDecoration: (code: string, groupId?: string) => change((c) => addDecoration(c, code, groupId)),
    /** The fee's price comes from the catalogue fee table (spec 9), which the caller reads. */
    addCatalogueFee: (groupId: string, catalogue: string, feePrice: number) =>
      change((c) => addCatalogueFee(c, groupId, catalogue, feePrice)),
    addCustomTemplate: (groupId: string) => change((c) => addCustomTemplate(c, groupId)),
    setDefaultBrand: (next: string) => {
      props.current.onDefaultBrandChange(next);
      change((c) => changeDefaultBrand(c, next));
    },
    setQty: (rowId: string, qty: string) => change((c) => setProductQty(c, rowId, qty)),
    togglePosition: (rowId: string, position: string, checked: boolean) =>
      change((c) => togglePosition(c, rowId, position, checked, brand())),
    selectAll: (rowId: string, checked: boolean) =>
      change((c) => selectAllPositions(c, rowId, checked, brand())),
    toggleAttention: (rowId: string) => change((c) => toggleNeedAttention(c, rowId)),
    remove: (rowId: string) => change((c) => removeRow(c, rowId)),
    update: <T extends QuoteRow['type']>(rowId: string, type: T, patch: RowPatch<T>) =>
      change((c) => updateRow(c, rowId, type, patch)),
    /** The page reads the saved design's setup, then fills the row from it. */
    chooseDesign: (rowId: string, designId: number) => props.current.onChooseDesign?.(rowId, designId),
    /** The page opens its proof upload for the row (a proof is no change to the document). */
    uploadProof: (rowId: string) => props.current.onUploadProof?.(rowId),
    changeCode: (rowId: string, code: string) => change((c) => changeDecorationCode(c, rowId, code)),
    changePosition: (rowId: string, position: string) =>
      change((c) => changeDecorationPosition(c, rowId, position)),
    setDecorationPrice: (rowId: string, field: DecorationPriceField, value: number | null) =>
      change((c) => setDecorationPrice(c, rowId, field, value, props.current.priced)),
    move: (rowId: string, target: RowTarget) => change((c) => moveRow(c, rowId, target, brand())),
    addGroup: (name: string) => change((c) => addGroup(c, name)),
    renameGroup: (groupId: string, name: string) => change((c) => renameGroup(c, groupId, name)),
    deleteGroup: (groupId: string) => change((c) => deleteGroup(c, groupId)),
    addGroupDiscount: (groupId: string) => change((c) => addGroupDiscount(c, groupId)),
    updateGroupDiscount: (groupId: string, patch: Partial<GroupDiscount>) =>
      change((c) => updateGroupDiscount(c, groupId, patch)),
    removeGroupDiscount: (groupId: string) => change((c) => removeGroupDiscount(c, groupId)),
    toggleCosts: (groupId: string) => change((c) => toggleCostVisibility(c, groupId)),
    updateFee: (groupId: string, index: number, patch: Partial<CustomFee>) =>
      change((c) => updateCatalogueFee(c, groupId, index, patch)),
    removeFee: (groupId: string, index: number) => change((c) => removeCatalogueFee(c, groupId, index)),
    updateCustom: (groupId: string, index: number, patch: Partial<Omit<Custom, 'tasks'>>) =>
      change((c) => updateCustomTemplate(c, groupId, index, patch)),
    removeCustom: (groupId: string, index: number) => change((c) => removeCustomTemplate(c, groupId, index)),
    addTask: (groupId: string, index: number) => change((c) => addTask(c, groupId, index)),
    updateTask: (groupId: string, custom: number, task: number, patch: Partial<Task>) =>
      change((c) => updateTask(c, groupId, custom, task, patch)),
    removeTask: (groupId: string, custom: number, task: number) =>
      change((c) => removeTask(c, groupId, custom, task)),
  };
};

export function useTableActions(props: QuoteTableProps): TableActions {
  const latest = useRef(props);
  latest.current = props;
  return useMemo(() => makeActions(latest), []);
}
