/** What changed between two revisions of a quote, as a customer and staff are shown it. */
export { RevisionChanges, type RevisionChangesProps } from './RevisionChanges.tsx';
/** What changed since the revision a customer last viewed, on their opening of a quote. */
export { SinceViewedChanges } from './SinceViewedChanges.tsx';
