import type { BasketCard, BasketCardKind as CoreBasketCardKind, BasketCardSession } from '@courtside/core';

// The basket card's props are core's basket card (spec §2 Basket page), every text already formatted by
// `toBasketCard`; ui names them as views.

/** A session of a booking card, formatted for the venue's calendar. */
export type BasketSessionView = BasketCardSession;
/** An extra under a basket card (spec §2 "child extras list"). */
export type BasketChildItemView = BasketCard['childItems'][number];
/** Which spec §2 card shows a cart item. */
export type BasketCardKind = CoreBasketCardKind;
/** Spec §2 basket card as the app passes it. */
export type BasketCardView = BasketCard;
