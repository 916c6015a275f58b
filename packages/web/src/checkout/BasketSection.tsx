import { bookingsPaths, setLoginModalOpen } from '@courtside/core';
import { BasketPanel } from '@courtside/ui';
import { useIsStaff } from '../account/useAccount';
import { useApp } from '../app/context';
import { useSelectBasketVenue } from '../hooks/useSelectBasketVenue';
import { tillPaths } from '../till/tillPaths';
import { useBasket, useBasketActions } from './useBasket';
import { useCheckoutAuth } from './useCheckoutAuth';

/**
 * The basket panel wired to the signed-in customer's cart (spec §2 Basket page); `atCheckout` for the checkout aside.
 * On a checkout link's page there is no basket page to go back to and edit, and nothing to remove: the link pays the
 * basket as it was made.
 */
export function BasketSection({ atCheckout = false }: { atCheckout?: boolean }) {
  const { system } = useApp();
  const { checkoutAuth } = useCheckoutAuth();
  const basket = useBasket();
  const actions = useBasketActions();
  useSelectBasketVenue(basket.cart);
  // Staff at the till take payment at the till, not through the online checkout.
  const isStaff = useIsStaff();
  const state = !basket.isLoggedIn ? 'loggedOut' : basket.query.isError ? 'error' : basket.cart ? 'ready' : 'loading';
  return (
    <BasketPanel
      state={state}
      items={basket.cards}
      count={basket.cart?.totals.itemCount ?? 0}
      total={basket.cart?.totals.formattedTotal ?? ''}
      removingIds={actions.removingIds}
      onRemove={actions.onRemove}
      onRemoveBenefit={actions.onRemoveBenefit}
      onRemovePackage={actions.onRemovePackage}
      onApplyPackage={actions.onApplyPackage}
      onApplyDiscount={actions.onApplyDiscount}
      onRemoveDiscount={actions.onRemoveDiscount}
      onLogIn={() => setLoginModalOpen(system, true)}
      onRetry={() => void basket.query.refetch()}
      atCheckout={atCheckout}
      readOnly={checkoutAuth}
      editHref={checkoutAuth ? undefined : bookingsPaths.basket()}
      checkoutHref={isStaff ? tillPaths.till() : bookingsPaths.basketCheckout()}
      continueHref={bookingsPaths.redirectToSelectedVenue()}
      homeHref={bookingsPaths.home()}
    />
  );
}
