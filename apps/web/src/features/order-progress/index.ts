/** An order's progress after acceptance, for its customer and staff alike. */
export { OrderProgress } from './OrderProgress.tsx';
