/**
 * Where the credit badge goes in the header on /create and /feed for a signed-in user (spec 000 §2,
 * §4): gold with ∞ for artistic_collective members, otherwise the balance (red at 0). The credits
 * issue fills this slot with its badge; until then it renders nothing.
 */
export function CreditBadgeSlot() {
  return null;
}
