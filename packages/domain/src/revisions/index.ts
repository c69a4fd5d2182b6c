export * from './messages.ts';
export * from './snapshot.ts';
export * from './views.ts';
