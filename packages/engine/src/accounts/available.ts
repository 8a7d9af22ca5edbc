/**
 * Rule 3.4: what a player may spend — its balance less all its savings requests, or nothing when
 * the savings exceed the balance.
 */
export function availableMoney(balance: number, savings: number): number {
  return balance >= savings ? balance - savings : 0;
}
