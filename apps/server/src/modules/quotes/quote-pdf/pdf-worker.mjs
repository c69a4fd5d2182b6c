// The PDF worker thread's entry. Worker threads do not inherit the main thread's TypeScript
// loader (tsx in `npm start`, Vite in the tests), so the worker registers tsx itself and then
// loads its TypeScript body.
import { register } from 'tsx/esm/api';

register();
await import('./pdf-worker-body.ts');
