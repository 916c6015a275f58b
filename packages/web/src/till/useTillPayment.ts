import { createTillPaymentController, messages, tillPaymentClient, tillPaymentView } from '@courtside/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../account/session';
import { useApp } from '../app/context';
import { useBasket } from '../checkout/useBasket';

/**
 * Taking payment at the till: core's till payment controller (one tender for the amount due, a card first approved on
 * the terminal, then POST /api/checkout/pay) read through useSyncExternalStore. This adapter only formats the amounts,
 * gives core's verdicts their texts, shows the toast and goes to the order's confirmation page.
 */
export function useTillPayment(tillOpen: boolean, money: (minor: number) => string) {
  const { api, toasts } = useApp();
  const { t } = useTranslation();
  const { selectedUserId } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { cart } = useBasket();
  const controller = useMemo(
    () =>
      createTillPaymentController({
        client: tillPaymentClient(api, queryClient),
        onCompleted: ({ target }) => {
          toasts.add({ description: messages.orderCompleted, tone: 'success' });
          if (target) void navigate(target);
        },
      }),
    [api, queryClient, toasts, navigate],
  );
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  const order = { cart: cart ?? null, tillOpen, selectedUserId };
  const view = tillPaymentView(state, order);
  const amount = (minor: number | null) => (minor === null ? null : money(minor));

  return {
    hasItems: view.itemCount > 0,
    /** The basket is read and holds nothing (not while it loads). */
    isEmpty: cart != null && view.itemCount === 0,
    /** A call is under way (the terminal or the payment): what would change the order waits. */
    pending: view.pending,
    view: {
      total: cart?.totals.formattedBalance ?? money(0),
      itemCount: view.itemCount,
      tender: state.tender,
      onTenderChange: controller.chooseTender,
      tendered: state.tendered,
      onTenderedChange: controller.typeTendered,
      changeDue: amount(view.changeDue),
      shortBy: amount(view.shortBy),
      tenderedError: view.tenderedInvalid ? t('till.payment.tenderedInvalid') : null,
      tillNeeded: view.tillNeeded,
      terminal: view.terminal,
      pending: view.pending,
      error: state.error,
      canPay: view.canPay,
      onPay: () => void controller.pay(order),
    },
  };
}
