import { bookingsPaths, GUEST_PASS_MAX_QUANTITY, GUEST_PASS_VALID_DAYS } from '@courtside/core';
import { GuestPassShop } from '@courtside/ui';
import { Navigate, useNavigate } from 'react-router-dom';
import { guestPassOfferView, useGuestPassPurchase } from '../../../account/useGuestPassPurchase';
import { guestPassView, useGuestPasses, useHoldingViews } from '../../../account/useHoldings';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { HoldingsPage } from '../HoldingsPage';

export const handle: CrumbHandle = { crumb: (t) => t('account.myAccount.guestPasses.title') };

/**
 * Spec §2 my-account Guest passes (/guest-passes): only where a venue offers them online; elsewhere the dashboard. The
 * customer's passes, and buying more at a venue selling them (on to this site's checkout).
 */
export function Component() {
  const query = useGuestPasses();
  const navigate = useNavigate();
  const purchase = useGuestPassPurchase();
  const holdings = useHoldingViews({ data: query.data?.passes, isError: query.isError, refetch: query.refetch }, guestPassView);
  if (query.data && !query.data.enabled) return <Navigate replace to="/" />;
  const offers = (query.data?.offers ?? []).map(guestPassOfferView);
  const buy = async (venueSlug: string, quantity: number) => {
    if (await purchase.buy(venueSlug, quantity)) void navigate(bookingsPaths.basketCheckout());
  };
  return (
    <>
      <HoldingsPage section="guestPasses" holdings={holdings} />
      {offers.length ? (
        <GuestPassShop
          offers={offers}
          validDays={query.data?.offers[0]?.validDays ?? GUEST_PASS_VALID_DAYS}
          maxQuantity={GUEST_PASS_MAX_QUANTITY}
          pending={purchase.pending}
          error={purchase.error}
          onBuy={(venue, quantity) => void buy(venue, quantity)}
        />
      ) : null}
    </>
  );
}
