import type { LoginAnswer } from '@portal/domain';
import { afterAll, beforeAll } from 'vitest';
import type { TestDatabaseKind } from './databases.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/** The app of a describe block and its three demo accounts, signed in. */
export type DemoApp = { app: TestApp; admin: LoginAnswer; customer: LoginAnswer; customer2: LoginAnswer };

/**
 * Starts a test app on `kind` before the surrounding describe block's tests, signs in the demo
 * accounts and closes the app after them. The fields are filled in beforeAll, so read them inside
 * tests and hooks, never while the describe block is being collected.
 */
export function useDemoApp(kind: TestDatabaseKind): DemoApp {
  const demo = {} as DemoApp;
  beforeAll(async () => {
    demo.app = await startTestApp(kind);
    Object.assign(demo, await demo.app.signInDemo());
  });
  afterAll(() => demo.app?.close());
  return demo;
}
