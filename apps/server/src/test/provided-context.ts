/**
 * What Vitest's global setup (pglite-image.ts) hands to the test files (project.provide, inject).
 * Declared here, beside the key both sides import, so every program that compiles either side
 * (the server's, the bench's) sees the declaration.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated, empty embedded database (PGlite's dumpDataDir). */
    migratedPgliteImage: string;
  }
}

export const MIGRATED_PGLITE_IMAGE = 'migratedPgliteImage';
