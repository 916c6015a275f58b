import {
  cashChange,
  chargeTerminal,
  completedOrderId,
  keysToInvalidate,
  MAX_TILL_AMOUNT,
  messages,
  parseTillAmount,
  payFrontOfHouse,
  bookingsPaths,
  requiresTillToOpen,
  tenderTypesNeedingTill,
  tillPayment,
  ApiError,
  type TillTender,
} from '@courtside/core';
import type { TillTerminalState } from '@courtside/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../account/session';
import { useApp } from '../app/context';
import { useBasket } from '../checkout/useBasket';

/**
 * Taking payment at the till (spec §7 POST /api/checkout/pay): one tender for the amount due (core's tillPayment: cash
 * must cover it and gives change, cash and cheques need the till open), a card first approved on the terminal
 * (POST /api/checkout/terminal), then the order's confirmation page.
 */
export function useTillPayment(tillOpen: boolean, money: (minor: number) => string) {
  const { api, toasts } = useApp();
  const { selectedUserId } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const basket = useBasket();
  const [tender, setTender] = useState<TillTender>('cash');
  const [tendered, setTendered] = useState('');
  const [terminal, setTerminal] = useState<TillTerminalState>('idle');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const cart = basket.cart;
  const due = cart?.totals.balance ?? 0;
  const itemCount = cart?.totals.itemCount ?? 0;
  const cash = parseTillAmount(tendered, MAX_TILL_AMOUNT);
  const outcome = tender === 'cash' && cash !== null ? cashChange(cash, due) : null;
  const payments = tillPayment(tender, due, { tendered: cash, tillOpen });

  const pay = async () => {
    if (!cart || !payments || pending) return;
    setPending(true);
    setError(null);
    try {
      let terminalPaymentId: string | null = null;
      if (tender === 'card') {
        setTerminal('waiting');
        const answer = await chargeTerminal(api, due);
        setTerminal(answer.status);
        if (answer.status === 'declined') return;
        terminalPaymentId = answer.terminalPaymentId;
      }
      const done = await payFrontOfHouse(api, { payments, terms: true, source: 'foh', itemHash: cart.itemHash, completedWaivers: [], selectedUserId, terminalPaymentId });
      for (const queryKey of keysToInvalidate('paymentSucceeded')) void queryClient.invalidateQueries({ queryKey });
      toasts.add({ description: messages.orderCompleted, tone: 'success' });
      const orderId = completedOrderId(done);
      if (orderId !== null) void navigate(bookingsPaths.bookingConfirmed(orderId));
    } catch (failure) {
      if (tender === 'card') setTerminal('idle');
      setError(failure instanceof ApiError ? failure.message : messages.genericToast);
    } finally {
      setPending(false);
    }
  };

  return {
    hasItems: itemCount > 0,
    view: {
      total: cart?.totals.formattedBalance ?? money(0),
      itemCount,
      tender,
      onTenderChange: (next: TillTender) => {
        setTender(next);
        setTerminal('idle');
      },
      tendered,
      onTenderedChange: setTendered,
      changeDue: outcome && outcome.short === 0 ? money(outcome.change) : null,
      shortBy: outcome && outcome.short > 0 ? money(outcome.short) : null,
      tillNeeded: requiresTillToOpen([{ tenderType: tender }], tenderTypesNeedingTill) && !tillOpen,
      terminal,
      pending,
      error,
      canPay: payments !== null && itemCount > 0,
      onPay: () => void pay(),
    },
  };
}
