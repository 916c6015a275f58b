import { describe, expect, it } from 'vitest';
import { authorizeOutcome, type AuthorizeResponse } from './authorizeOutcome';

describe('authorizeOutcome (spec §4 Payment, §8)', () => {
  it.each<[AuthorizeResponse, ReturnType<typeof authorizeOutcome>]>([
    [{ status: 'failed' }, { kind: 'failed', message: 'Payment was declined' }],
    [{ transactionStatus: 'failed', error: { message: 'Card expired' } }, { kind: 'failed', message: 'Card expired' }],
    [{ status: 'success', error: { message: null } }, { kind: 'failed', message: 'Payment was declined' }],
    [{ requiresSca: true, error: { message: 'Do not authorise' } }, { kind: 'failed', message: 'Do not authorise' }],
    [{ status: 'sca_required', transactionId: 't1' }, { kind: 'sca_required', transactionId: 't1' }],
    [{ transactionStatus: 'sca_required', transactionUuid: 'u1' }, { kind: 'sca_required', transactionId: 'u1' }],
    [{ requiresSca: true }, { kind: 'sca_required', transactionId: null }],
    [{ requiresSca: false, status: 'success', transactionId: 't2' }, { kind: 'authorized', transactionId: 't2' }],
    [{ transactionStatus: 'authorised', status: 'failed' }, { kind: 'authorized', transactionId: null }],
    [{}, { kind: 'authorized', transactionId: null }],
  ])('%o → %o', (response, outcome) => expect(authorizeOutcome(response)).toEqual(outcome));
});
