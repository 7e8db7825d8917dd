/** The catalogue's coin items, by what one is worth in gold pieces. */
export const COIN_ITEMS = {
  gold: 'gold-piece',
  silver: 'silver-piece',
  copper: 'copper-piece',
} as const;

/**
 * The coins that make up an amount given in gold pieces (a preset's `gold`): whole gold
 * pieces, and any fraction as silver and copper (15.5 gp is 15 gp and 5 sp), so that nothing
 * is lost to rounding beyond a copper piece. Answers nothing for zero.
 */
export function coinsForGold(gold: number): { itemId: string; quantity: number }[] {
  const copper = Math.round(gold * 100);
  const amounts: [string, number][] = [
    [COIN_ITEMS.gold, Math.floor(copper / 100)],
    [COIN_ITEMS.silver, Math.floor((copper % 100) / 10)],
    [COIN_ITEMS.copper, copper % 10],
  ];
  return amounts
    .filter(([, quantity]) => quantity > 0)
    .map(([itemId, quantity]) => ({ itemId, quantity }));
}
