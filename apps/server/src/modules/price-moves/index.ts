// What the app uses of the nightly list of quotes whose price would move: making the day's list
// (the scheduler) and reading the newest (the staff home page).

export { latestPriceMoves } from './latest-price-moves.ts';
export { listPriceMovesOnce, type PriceMove } from './list-price-moves.ts';
