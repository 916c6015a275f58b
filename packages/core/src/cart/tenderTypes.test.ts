import { describe, expect, it } from 'vitest';
import { requiresTillToOpen } from './requiresTillToOpen';
import { customerAccountOnline, offlinePaymentMethods, tenderTypes } from '../contract/payment';
import { isOfflinePaymentMethod } from './tenderTypes';

describe('tender types (spec §3)', () => {
  it('lists the tender types, offline methods and the customer-account value exactly', () => {
    expect(tenderTypes).toEqual(['cash', 'card', 'cheque', 'offline-voucher', 'float', 'online', 'off-system', 'direct-debit', 'voucher', 'gift-card', 'inclusive', 'credit']);
    expect(offlinePaymentMethods).toEqual(['cash', 'offline-voucher', 'cheque', 'credit']);
    expect(customerAccountOnline).toBe('customer_account_online');
  });
  it.each([['cash', true], ['offline-voucher', true], ['cheque', true], ['credit', true], ['card', false], ['voucher', false], ['online', false]])(
    '%s offline: %s', (tender, offline) => expect(isOfflinePaymentMethod(tender)).toBe(offline));
});

describe('requiresTillToOpen (spec §6)', () => {
  const needing = ['cash', 'cheque'];
  it.each<[string[], boolean]>([
    [[], false],
    [['card'], false],
    [['card', 'credit'], false],
    [['card', 'cash'], true],
    [['cheque'], true],
  ])('%o → %s', (tenders, expected) =>
    expect(requiresTillToOpen(tenders.map((tenderType) => ({ tenderType })), needing)).toBe(expected));
  it('is false when no tender type needs a till', () => expect(requiresTillToOpen([{ tenderType: 'cash' }], [])).toBe(false));
});
