import type { ArtworkChoice, DesignChoice } from '@portal/domain/files';
import type { PricedLine } from '@portal/domain/pricing';
import type { Group } from '@portal/domain/quote';
import type { TaskLists } from './task-lists.ts';
import type { TableActions } from './use-table-actions.ts';

/** What every row needs to know about the viewer; one object per render of the table settings. */
export type TableView = {
  isAdmin: boolean;
  readOnly: boolean;
  /** Admins drag rows; "reorder not shown for customers" (quote spec 6). */
  canDrag: boolean;
  otherLabel: string;
  /** The decoration types this viewer may choose (Screen Print 1C and Embroidery for customers). */
  decorationTypes: readonly string[];
  /** The client's saved embroidery designs (empty: Design is typed as text). */
  designs: readonly DesignChoice[];
  /** Staff may upload a proof from each decoration row (a saved quote's editor). */
  proofUploads: boolean;
  /** What a decoration's Artwork row offers: the client's logos and this quote's visuals. */
  artwork: TableArtwork;
  /** WorkflowMax's templates and tasks for the Tasks section (empty: typed, with a hint why). */
  taskLists: TaskLists;
};

export type TableArtwork = { logos: readonly ArtworkChoice[]; visuals: readonly ArtworkChoice[] };

export type RowViewProps<R> = {
  row: R;
  /** The domain engine's priced lines of this row. */
  lines: readonly PricedLine[];
  view: TableView;
  actions: TableActions;
  /** The group's eye button: whether an admin sees its cost columns. */
  costsShown: boolean;
};

/** What a section of a group's own options (tasks, catalogue fees, group discount) is given. */
export type SectionProps = {
  group: Group;
  /** The domain engine's priced lines of the group. */
  lines: readonly PricedLine[];
  view: TableView;
  actions: TableActions;
  /** The group's eye button: whether an admin sees its cost columns. */
  costsShown: boolean;
};
