import { describe, expect, it } from 'vitest';
import { PaymentError } from './paymentErrors';
import { requireCreatedTransaction, requirePreparation, requireTransactionId, resolveProvider } from './paymentGuards';

describe('requirePreparation (spec §5)', () => {
  it.each<[Parameters<typeof requirePreparation>[0], string]>([
    [{}, 'Payment provider not found in session'],
    [{ paymentProvider: '', paymentSessionId: 's' }, 'Payment provider not found in session'],
    [{ paymentProvider: 'acme' }, 'Payment session ID not found'],
    [{ paymentProvider: 'acme', paymentSessionId: null }, 'Payment session ID not found'],
  ])('%o throws %s', (session, message) => expect(() => requirePreparation(session)).toThrow(new PaymentError(message)));
  it('returns the provider and session id', () =>
    expect(requirePreparation({ paymentProvider: 'acme', paymentSessionId: 's1' })).toEqual({ paymentProvider: 'acme', paymentSessionId: 's1' }));
});

describe('transaction ids (spec §5)', () => {
  it('needs a created transaction', () => {
    expect(() => requireCreatedTransaction({})).toThrow('Failed to create transaction');
    expect(requireCreatedTransaction({ transactionId: 't1' })).toBe('t1');
  });
  it('completion needs a transaction id', () => {
    expect(() => requireTransactionId({ transactionId: null })).toThrow('No transaction ID available for payment completion');
    expect(requireTransactionId({ transactionId: 't1' })).toBe('t1');
  });
  it('throws PaymentErrors', () => expect(() => requireTransactionId({})).toThrow(PaymentError));
});

describe('resolveProvider (spec §7 supported providers, §8)', () => {
  const registry = { acme: { session: true }, zeta: { session: false } };
  const supports = (entry: { session: boolean }, stage: string) => stage === 'payment preparation' || entry.session;
  it.each<[string | null | undefined, string]>([
    [undefined, 'Payment provider not specified'],
    [null, 'Payment provider not specified'],
    ['  ', 'Payment provider not specified'],
    ['Nope', "Payment provider 'Nope' is not supported: does not support session preparation"],
    ['toString', "Payment provider 'toString' is not supported: does not support session preparation"],
    ['Zeta', "Payment provider 'Zeta' is not supported: does not support session preparation"],
  ])('%o → %s', (provider, message) =>
    expect(() => resolveProvider(registry, provider, 'session preparation', supports)).toThrow(new PaymentError(message)));
  it('looks up by lowercase name', () => {
    expect(resolveProvider(registry, 'ACME', 'session preparation', supports)).toBe(registry.acme);
    expect(resolveProvider(registry, 'Zeta', 'payment preparation', supports)).toBe(registry.zeta);
    expect(resolveProvider(registry, 'zeta', 'session preparation')).toBe(registry.zeta);
  });
  it('names the payment preparation stage', () =>
    expect(() => resolveProvider(registry, 'other', 'payment preparation')).toThrow(
      "Payment provider 'other' is not supported: does not support payment preparation"));
});
