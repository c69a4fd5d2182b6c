/** The price tables the editor prices catalogue fees from. */
export { usePriceTables } from './api/getPriceTables.ts';
