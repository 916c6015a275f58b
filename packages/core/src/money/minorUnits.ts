/** Spec §3 Price / §9: throws RangeError unless `amount` is a safe integer number of minor units. */
export function assertMinorUnits(amount: number, label = 'amount'): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`${label} must be a safe integer in minor units, got ${amount}`);
  return amount;
}

/** Spec §9: the sum of amounts in minor units, exact in integers (never drifts like 0.1 + 0.2). */
export function addMinor(...amounts: readonly number[]): number {
  const total = amounts.reduce((sum, amount) => sum + assertMinorUnits(amount), 0);
  return assertMinorUnits(total, 'total');
}

/** Spec §9 "price x quantity": an amount in minor units times a whole-number quantity, exact in integers. */
export function multiplyMinor(amount: number, quantity: number): number {
  assertMinorUnits(amount);
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`quantity must be a whole number, got ${quantity}`);
  // `+ 0` turns -0 (e.g. -5 × 0) into 0 so totals compare cleanly.
  return assertMinorUnits(amount * quantity + 0, 'product');
}
