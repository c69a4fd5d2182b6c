export * from './action-for-status.ts';
export * from './apply-action.ts';
export * from './confirm-edit.ts';
export * from './states.ts';
export * from './transitions.ts';
