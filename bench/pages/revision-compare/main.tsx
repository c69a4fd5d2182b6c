// The page bench/revision-compare.ts draws in Chromium: the app's RevisionChanges component
// with the app's theme and styles, drawn from an answer's JSON text on request.
import '@mantine/core/styles.css';
import '../../../apps/web/src/app/global.css';
import { MantineProvider } from '@mantine/core';
import {
  type RevisionSnapshot,
  revisionChangesSchema,
  revisionSnapshotSchema,
} from '@portal/domain/revisions';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RevisionChanges } from '../../../apps/web/src/features/revisions/index.ts';
import { theme } from '../../../apps/web/src/lib/theme.ts';

const element = document.getElementById('root');
if (!element) throw new Error('The page has no #root element');
const root = createRoot(element);

/** Resolves once the frame showing the last change has been drawn. */
const nextPaint = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }),
  );

const measured = async (work: () => void) => {
  const start = performance.now();
  work();
  await nextPaint();
  return performance.now() - start;
};

declare global {
  interface Window {
    holdNewer: (json: string) => void;
    drawComparison: (json: string) => Promise<number>;
    showWholeDocument: () => Promise<number>;
    clearComparison: () => Promise<void>;
  }
}

/**
 * The newer revision, as the portal's page holds it (its own read of the quote) before the
 * comparison is drawn; the whole document is put back from it.
 */
let newer: RevisionSnapshot | null = null;
const newerRevision = () => {
  if (!newer) throw new Error('holdNewer was not called');
  return newer;
};
window.holdNewer = (json) => {
  newer = revisionSnapshotSchema.parse(JSON.parse(json));
};

/** From the answer's text to the comparison on screen: read, checked against its schema, drawn. */
window.drawComparison = (json) =>
  measured(() => {
    const changes = revisionChangesSchema.parse(JSON.parse(json));
    flushSync(() =>
      root.render(
        <MantineProvider theme={theme}>
          <RevisionChanges
            changes={changes}
            revision={3}
            viewedOn="2026-11-12"
            order={1}
            newer={newerRevision}
          />
        </MantineProvider>,
      ),
    );
  });

/**
 * "Show only changes" switched off: the whole document is put back from the newer revision and
 * drawn (the rows in the table's scroll box), so the time runs until its lines are on screen.
 */
window.showWholeDocument = async () => {
  const toggle = document.querySelector<HTMLInputElement>('input[role="switch"]');
  if (!toggle) throw new Error('no "Show only changes" switch');
  const start = performance.now();
  toggle.click();
  while (!document.querySelector('tr[data-kind="unchanged"]')) await nextPaint();
  await nextPaint();
  return performance.now() - start;
};

window.clearComparison = async () => {
  flushSync(() => root.render(null));
  await nextPaint();
};
