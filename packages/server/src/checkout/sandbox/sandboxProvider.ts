import { randomBytes, randomUUID } from 'node:crypto';
import { messages } from '@courtside/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sandboxRecords } from '../../db/schema';
import type { Amount, ChargeResult, PaymentProvider } from '../paymentProvider';

/** What a sandbox card does when charged (ARCHITECTURE "Sandbox test cards"). */
export type CardOutcome = 'approve' | 'decline' | 'challenge';

/** The test cards: 4242… approves, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 needs a 3-D Secure challenge. */
export const sandboxCards: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': 'approve',
  '4000000000000002': 'decline',
  '4000002760003184': 'challenge',
};

/** The sandbox's texts, like a real provider's. */
export const sandboxMessages = messages.sandbox;

/** Luhn check of a card number's digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card as typed into the sandbox frame, checked like a provider would; field errors or the outcome. */
export function checkCard(card: { number: string; expiry: string; cvc: string; name: string }, now: Date): { errors: Record<string, string> } | { last4: string; outcome: CardOutcome } {
  const digits = card.number.replace(/[\s-]/g, '');
  const errors: Record<string, string> = {};
  if (!luhnValid(digits)) errors.number = sandboxMessages.invalidNumber;
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const endsAt = expiry ? Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1) : 0;
  if (!expiry || endsAt <= now.getTime()) errors.expiry = sandboxMessages.invalidExpiry;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = sandboxMessages.invalidCvc;
  if (!card.name.trim()) errors.name = sandboxMessages.nameRequired;
  if (Object.keys(errors).length > 0) return { errors };
  return { last4: digits.slice(-4), outcome: sandboxCards[digits] ?? 'approve' };
}

/**
 * The built-in `sandbox` provider: behaves like a real card provider's test mode, offline. Its records (tokens,
 * sessions, charges) live in its own table, as a real provider would keep them on its side.
 */
export function createSandboxProvider(db: Db): PaymentProvider & {
  tokenise(card: { last4: string; outcome: CardOutcome }, session?: { id: string; secret: string }): Promise<string | null>;
  decideChallenge(reference: string, approve: boolean): Promise<boolean>;
  /** What a charge awaiting its 3-D Secure page asks for (null: no such charge). */
  chargeAmount(reference: string): Promise<{ amount: number; currency: string } | null>;
} {
  const read = async (id: string) => (await db.select().from(sandboxRecords).where(eq(sandboxRecords.id, id)))[0];
  const write = (id: string, kind: 'token' | 'session' | 'charge', data: Record<string, unknown>) =>
    db.insert(sandboxRecords).values({ id, kind, data }).onConflictDoUpdate({ target: sandboxRecords.id, set: { data } });

  /** The charge made under an idempotency key, if any: a repeated request answers it again (Stripe-style). */
  const keyed = (key: string) => `sbx_key_${key}`;
  async function replay(key: string): Promise<ChargeResult | null> {
    const record = await read(keyed(key));
    return record ? (record.data.result as ChargeResult) : null;
  }

  async function charge(outcome: CardOutcome | undefined, amount: Amount, key: string): Promise<ChargeResult> {
    const earlier = await replay(key);
    if (earlier) return earlier;
    const reference = `sbx_ch_${randomUUID()}`;
    const result: ChargeResult =
      outcome === undefined
        ? { status: 'failed', reference, message: sandboxMessages.noCard }
        : outcome === 'decline'
          ? { status: 'failed', reference, message: sandboxMessages.declined }
          : outcome === 'challenge'
            ? { status: 'sca_required', reference, challengeUrl: `/api/payment-providers/sandbox/challenge/${reference}` }
            : { status: 'authorised', reference };
    await write(reference, 'charge', { ...amount, status: result.status, challenge: outcome === 'challenge' ? 'pending' : null, key });
    await write(keyed(key), 'charge', { reference, result });
    return result;
  }

  /** Moves the charge made under `key` to a final state (captured or voided); a voided charge is never captured. */
  async function finish(key: string, state: 'captured' | 'voided') {
    const index = await read(keyed(key));
    const record = index ? await read(String(index.data.reference)) : undefined;
    if (!record || record.kind !== 'charge') return;
    const current = record.data.state as string | undefined;
    if (current === 'captured' || current === 'voided') return;
    await write(record.id, 'charge', { ...record.data, state });
  }

  return {
    name: 'sandbox',
    clientConfig: async () => ({ frame_url: '/api/payment-providers/sandbox/card-frame', test_mode: true }),
    async createSession(amount) {
      const sessionId = `sbx_ps_${randomUUID()}`;
      const clientSecret = `${sessionId}_secret_${randomBytes(12).toString('hex')}`;
      await write(sessionId, 'session', { ...amount, clientSecret, outcome: null });
      const frameUrl = `/api/payment-providers/sandbox/card-frame?session=${encodeURIComponent(sessionId)}&secret=${encodeURIComponent(clientSecret)}`;
      return { sessionId, clientSecret, frameUrl };
    },
    async tokenise(card, session) {
      if (session) {
        const record = await read(session.id);
        if (record?.kind !== 'session' || record.data.clientSecret !== session.secret) return null;
        await write(session.id, 'session', { ...record.data, outcome: card.outcome, last4: card.last4 });
      }
      const token = `sbx_tok_${randomUUID()}`;
      await write(token, 'token', card);
      return token;
    },
    async chargeToken(token, amount, key) {
      const record = await read(token);
      return charge(record?.kind === 'token' ? (record.data.outcome as CardOutcome) : undefined, amount, key);
    },
    async chargeSession(sessionId, amount, key) {
      const record = await read(sessionId);
      if (record?.kind !== 'session') return { status: 'failed', reference: sessionId, message: sandboxMessages.unknownSession };
      return charge((record.data.outcome as CardOutcome | null) ?? undefined, amount, key);
    },
    capture: (key) => finish(key, 'captured'),
    voidAuthorisation: (key) => finish(key, 'voided'),
    async challengeOutcome(reference) {
      const record = await read(reference);
      const decided = record?.kind === 'charge' ? record.data.challenge : null;
      return decided === 'authorised' || decided === 'failed' ? decided : decided === 'pending' ? 'pending' : 'failed';
    },
    async chargeAmount(reference) {
      const record = await read(reference);
      return record?.kind === 'charge' ? { amount: Number(record.data.amount), currency: String(record.data.currency) } : null;
    },
    async decideChallenge(reference, approve) {
      const record = await read(reference);
      if (record?.kind !== 'charge' || record.data.challenge !== 'pending') return false;
      await write(reference, 'charge', { ...record.data, challenge: approve ? 'authorised' : 'failed' });
      return true;
    },
  };
}
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
