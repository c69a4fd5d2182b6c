import type { DragEndEvent } from '@dnd-kit/core';
import { Box } from '@mantine/core';
import { can, decorationTypesFor } from '@portal/domain/access';
import type { DesignChoice } from '@portal/domain/files';
import { type Group, type ProductRow, QUOTE_CONFIRM_TEXTS, type RowTarget } from '@portal/domain/quote';
import { useCallback, useMemo, useRef, useState } from 'react';
import { SortableArea } from '../../../components/sortable/SortableArea.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import type { QuoteTableProps } from './contract.ts';
import { dropTarget } from './drop-target.ts';
import { GroupSection } from './GroupSection.tsx';
import { ImageDialog } from './ImageDialog.tsx';
import { type GroupRows, groupRows, linesIndex } from './layout.ts';
import { NO_LINES } from './row-memo.ts';
import { useStableGroups } from './stable-groups.ts';
import { groupChoice, groupChoiceKey, TableMenus } from './TableMenus.tsx';
import classes from './table.module.css';
import { NO_TASK_LISTS } from './task-lists.ts';
import { TABLE_TEXTS } from './texts.ts';
import type { TableArtwork, TableView } from './types.ts';
import { useTableActions } from './use-table-actions.ts';
import { VirtualGroups } from './VirtualGroups.tsx';

type PendingMove = { rowId: string; target: RowTarget };

/** One empty list for a client without saved designs, so the view keeps its identity. */
const NO_DESIGNS: readonly DesignChoice[] = [];
const NO_ARTWORK: TableArtwork = { logos: [], visuals: [] };

/**
 * The quote editor's table (quote spec 2, 3, 4): groups with their sections, the menus above,
 * and every change as a pure domain operation through `onChange`. Amounts are the engine's
 * (`priced`); the table computes no money. Rows are memoised and get stable actions, so typing
 * in one row re-renders that row alone.
 */
export function QuoteTable(props: QuoteTableProps) {
  const {
    content,
    priced,
    isAdmin,
    readOnly,
    otherLabel,
    designs = NO_DESIGNS,
    artwork = NO_ARTWORK,
    taskLists = NO_TASK_LISTS,
  } = props;
  const proofUploads = props.onUploadProof !== undefined;
  const actions = useTableActions(props);
  const scrollerRef = useRef<HTMLElement>(null);
  const view = useMemo<TableView>(() => {
    const viewer = { role: isAdmin ? 'admin' : 'customer' };
    return {
      isAdmin,
      readOnly,
      canDrag: !readOnly && can(viewer, 'dragReorder'),
      otherLabel,
      decorationTypes: decorationTypesFor(viewer),
      designs,
      artwork,
      taskLists,
      proofUploads,
    };
  }, [isAdmin, readOnly, otherLabel, designs, artwork, taskLists, proofUploads]);
  const groups = useStableGroups(useMemo(() => groupRows(content, isAdmin), [content, isAdmin]));
  const lines = useMemo(() => linesIndex(priced), [priced]);
  // The menus get what they show of each group (groupChoice), the same list while that stays the same.
  const choices = groups.filter((g) => !g.implicit).map((g) => groupChoice(g.group));
  const choicesKey = choices.map(groupChoiceKey).join('\u0001');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the identity on purpose.
  const groupChoices = useMemo(() => choices, [choicesKey]);
  const [image, setImage] = useState<ProductRow | null>(null);
  const [groupToDelete, setGroupToDelete] = useState<Group | null>(null);
  const [pendingMove, setPendingMove] = useState<PendingMove | null>(null);
  const showImage = useCallback((row: ProductRow) => setImage(row), []);
  // Stable handlers keep the (memoised) dialogs from re-rendering on every keystroke.
  const closeImage = useCallback(() => setImage(null), []);
  const cancelDelete = useCallback(() => setGroupToDelete(null), []);
  const confirmDelete = useCallback(() => {
    if (groupToDelete) actions.deleteGroup(groupToDelete.id);
    setGroupToDelete(null);
  }, [groupToDelete, actions]);
  const cancelMove = useCallback(() => setPendingMove(null), []);
  const confirmMove = useCallback(() => {
    if (pendingMove) actions.move(pendingMove.rowId, pendingMove.target);
    setPendingMove(null);
  }, [pendingMove, actions]);

  const renderGroup = (rows: GroupRows) => (
    <GroupSection
      key={rows.group.id || 'items'}
      rows={rows}
      linesByRow={lines.byRow}
      groupLines={lines.byGroup.get(rows.group.id) ?? NO_LINES}
      view={view}
      actions={actions}
      onShowImage={showImage}
      onDeleteGroup={setGroupToDelete}
      onOtherLabelChange={props.onOtherLabelChange}
      onHoverPosition={props.onHoverPosition}
    />
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const target = dropTarget(content, String(active.id), String(over.id));
    // "Reordering asks for confirmation" (quote spec 2).
    if (target) setPendingMove({ rowId: String(active.id), target });
  };

  return (
    <Box>
      {!readOnly && (
        <TableMenus groups={groupChoices} view={view} actions={actions} defaultBrand={props.defaultBrand} />
      )}
      {/* The table scrolls both ways in its own box, at most a window high, so each section's column
          headers stay in view. A focusable box lets keyboard users scroll it even when it
          holds no field yet (axe scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <section ref={scrollerRef} className={classes.scroller} aria-label="Quote table" tabIndex={0}>
        <SortableArea onDragEnd={onDragEnd}>
          <VirtualGroups groups={groups} renderGroup={renderGroup} scrollerRef={scrollerRef} />
        </SortableArea>
      </section>
      <ImageDialog product={image} onClose={closeImage} />
      <ConfirmDialog
        message={groupToDelete ? QUOTE_CONFIRM_TEXTS.deleteGroup : null}
        onCancel={cancelDelete}
        onConfirm={confirmDelete}
      />
      <ConfirmDialog
        message={pendingMove ? TABLE_TEXTS.confirmMove : null}
        onCancel={cancelMove}
        onConfirm={confirmMove}
      />
    </Box>
  );
}
