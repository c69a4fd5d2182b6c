/** What changed between two revisions of a quote, as a customer and staff are shown it. */
export { RevisionChanges, type RevisionChangesProps } from './RevisionChanges.tsx';
