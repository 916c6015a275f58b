import type { ProgrammePriceLine } from '@courtside/core';
import { useTranslation } from 'react-i18next';

/** The texts of core's camp and course price lines (spec §3, §9): a card's one price, a details page's amount. */
export function usePriceText() {
  const { t } = useTranslation('courses');
  return {
    /** 'From £20.00 per session', '£95.00 whole camp', '£56.00 for the remaining sessions'. */
    card: (line: ProgrammePriceLine) => t(`browse.price.card.${line.kind}`, { price: line.from ? t('browse.price.cardFrom', { price: line.formatted }) : line.formatted }),
    /** The line's name on a details page ('Whole camp', 'Per session'…). */
    label: (line: ProgrammePriceLine) => t(`browse.price.label.${line.kind}`),
    /** '£240.00', or 'from £18.00' when sessions differ. */
    amount: (line: ProgrammePriceLine) => (line.from ? t('browse.price.from', { price: line.formatted }) : line.formatted),
  };
}
