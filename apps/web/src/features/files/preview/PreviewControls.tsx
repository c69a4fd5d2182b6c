import { Button, Group, Text } from '@mantine/core';
import type { Dispatch } from 'react';
import { PREVIEW_TEXTS } from './texts.ts';
import {
  canZoomIn,
  canZoomOut,
  hasNext,
  hasPrevious,
  type ViewAction,
  type ViewState,
  zoomPercent,
} from './view-state.ts';

/**
 * The preview's buttons, each named by its visible text so tests and screen readers find them by
 * role and name. Paging shows only for PDFs, once the page count is known.
 */
export function PreviewControls({
  view,
  dispatch,
  paged,
  viewable,
  onDownload,
}: {
  view: ViewState;
  dispatch: Dispatch<ViewAction>;
  paged: boolean;
  /** False while nothing can be shown (loading, failed, or a type without a preview). */
  viewable: boolean;
  /** Null until the file has arrived. */
  onDownload: (() => void) | null;
}) {
  return (
    <Group role="toolbar" aria-label={PREVIEW_TEXTS.controls} gap="xs" wrap="wrap">
      <Button
        variant="default"
        size="xs"
        disabled={!viewable || !canZoomOut(view)}
        onClick={() => dispatch({ type: 'zoomOut' })}
      >
        {PREVIEW_TEXTS.zoomOut}
      </Button>
      <Text size="sm" w="3.5em" ta="center" aria-label={`${PREVIEW_TEXTS.zoom} ${zoomPercent(view)}`}>
        {zoomPercent(view)}
      </Text>
      <Button
        variant="default"
        size="xs"
        disabled={!viewable || !canZoomIn(view)}
        onClick={() => dispatch({ type: 'zoomIn' })}
      >
        {PREVIEW_TEXTS.zoomIn}
      </Button>
      <Button variant="default" size="xs" disabled={!viewable} onClick={() => dispatch({ type: 'rotate' })}>
        {PREVIEW_TEXTS.rotate}
      </Button>
      {paged && (
        <>
          <Button
            variant="default"
            size="xs"
            disabled={!viewable || !hasPrevious(view)}
            onClick={() => dispatch({ type: 'previous' })}
          >
            {PREVIEW_TEXTS.previousPage}
          </Button>
          {view.pages > 0 && (
            <Text size="sm" aria-live="polite">
              {PREVIEW_TEXTS.pageOf(view.page, view.pages)}
            </Text>
          )}
          <Button
            variant="default"
            size="xs"
            disabled={!viewable || !hasNext(view)}
            onClick={() => dispatch({ type: 'next' })}
          >
            {PREVIEW_TEXTS.nextPage}
          </Button>
        </>
      )}
      <Button size="xs" ml="auto" disabled={!onDownload} onClick={() => onDownload?.()}>
        {PREVIEW_TEXTS.download}
      </Button>
    </Group>
  );
}
