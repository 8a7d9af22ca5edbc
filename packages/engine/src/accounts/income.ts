// Rule 2.1 (income), with Rules 6.1 (flat tax), 6.2 (Void), 6.6 (other schemes) and per-centre values.
import type { Rules } from '../game/variants.js';

/** The yearly income of a power owning `centers` (Rule 2.1 and its variants). */
export function incomeFor(centers: readonly string[], rules: Rules): number {
  // Rule 6.8 (ruling E5): under Exchange every centre has a worth, its CEO's or the default.
  const unlisted = rules.exchange?.centerValue ?? 0;
  if (rules.centerValues || rules.exchange)
    return capped(
      centers.reduce((sum, c) => sum + (rules.centerValues?.get(c) ?? unlisted), 0),
      rules,
    );
  return capped(incomeForCount(centers.length, rules), rules);
}

/** Income for a number of centres under the game's scheme (no per-centre values). */
export function incomeForCount(count: number, rules: Rules): number {
  const scheme = rules.income;
  switch (scheme.kind) {
    case 'none':
      return 0;
    case 'flat':
      return count * scheme.perCenter;
    case 'table':
      return scheme.amounts[Math.min(count, scheme.amounts.length - 1)] ?? 0;
    case 'decreasing': {
      // 17 + 16 + 15 + ... on the standard board: the n-th centre yields first - (n - 1), never below zero.
      let total = 0;
      for (let i = 0; i < count; i++) total += Math.max(0, scheme.first - i);
      return total;
    }
  }
}

function capped(amount: number, rules: Rules): number {
  const cap = rules.income.kind === 'none' ? undefined : rules.income.cap;
  return cap === undefined ? amount : Math.min(amount, cap);
}

/**
 * Rule 6.2 (Void): a power that starts with units but no centres receives half of what it would
 * have received had each unit been supported by an owned centre (rounded down).
 */
export function voidStartingFunds(unitCount: number, rules: Rules): number {
  return Math.floor(capped(incomeForCount(unitCount, rules), rules) / 2);
}
