import { describe, expect, it } from 'vitest';
import {
  extraRemoveFailedMessage,
  extraRemovedMessage,
  lengthMessages,
  messageForStatus,
  messages,
  unsupportedProviderMessage,
  unsupportedQuestionTypeMessage,
} from './messages';

describe('error catalogue (spec §8)', () => {
  it.each([
    [404, 'Unable to complete request, item not found.'],
    [403, 'Unauthorised.'],
    [500, 'Something has gone wrong, please try again.'],
    [502, 'Something has gone wrong, please try again.'],
    [400, 'Something has gone wrong, please try again.'],
  ])('status %i → %s', (status, text) => expect(messageForStatus(status)).toBe(text));

  it('builds the templated texts', () => {
    expect(extraRemovedMessage('Lunch')).toBe('Lunch removed from cart');
    expect(extraRemoveFailedMessage('Lunch')).toBe('Failed to remove Lunch. Please try again.');
    expect(unsupportedProviderMessage('acme', 'session preparation')).toBe("Payment provider 'acme' is not supported: does not support session preparation");
    expect(unsupportedProviderMessage('acme', 'payment preparation')).toMatch(/does not support payment preparation$/);
    expect(unsupportedQuestionTypeMessage('slider')).toBe('Unsupported question type: slider');
    expect([lengthMessages.atLeast(5), lengthMessages.atMost(7), lengthMessages.exactly(34)]).toEqual([
      'Must contain at least 5 characters', 'Must contain at most 7 characters', 'Must contain exactly 34 characters',
    ]);
  });

  it('quotes the cart and payment texts exactly', () => {
    expect(messages.cartAdded).toBe('Successfully added item to the basket.');
    expect(messages.orderCompleted).toBe('Order completed Successfully.');
    expect(messages.paymentDeclined).toBe('Payment was declined');
    expect(messages.threeDSecureFailed).toBe('3D Secure verification failed');
    expect(messages.noTransactionId).toBe('No transaction ID available for payment completion');
  });
});
