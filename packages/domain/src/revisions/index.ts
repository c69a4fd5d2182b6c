export * from './snapshot.ts';
