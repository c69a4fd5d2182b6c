export * from './change-sentence.ts';
export * from './changes-schema.ts';
export { applyRevisionChanges, compareRevisions, hasChanges } from './compare.ts';
export {
  type ComparedLine,
  comparedLineSchema,
  LINE_CHANGE_KINDS,
  type LineChangeKind,
  wholeDocumentLines,
} from './compared-lines.ts';
export { customerRevision } from './customer-revision.ts';
export * from './messages.ts';
export { type RecordFact, recordFacts } from './record-facts.ts';
export * from './since-viewed.ts';
export * from './snapshot.ts';
export * from './views.ts';
