import type { SessionTag } from '@courtside/core';
import { Badge } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type BadgeColor = 'gray' | 'green' | 'red' | 'amber' | 'blue' | 'orange';

/** Spec §4 session tag colours: low availability in the danger colour, plenty in the success colour. */
export function tagColour(tag: SessionTag): BadgeColor {
  switch (tag.kind) {
    case 'spotsAvailable':
      return tag.tone === 'danger' ? 'red' : 'green';
    case 'soldOut':
      return 'red';
    case 'booked':
      return 'green';
    case 'reserved':
      return 'amber';
    case 'joinWaitlist':
    case 'waitlisted':
      return 'blue';
    case 'busy':
      return 'orange';
    default:
      return 'gray';
  }
}

/** One spec §4 session tag (from core's sessionTag), coloured by kind and tone; `data-tag`/`data-tone` state it. */
export function SessionTagBadge({ tag }: { tag: SessionTag }): ReactNode {
  const { t } = useTranslation('activities');
  const text = tag.kind === 'spotsAvailable' ? t('tags.spotsAvailable', { count: tag.available }) : t(`tags.${tag.kind}`);
  const tone = tag.kind === 'spotsAvailable' ? tag.tone : tag.kind === 'soldOut' ? 'danger' : undefined;
  return (
    <Badge
      size="2"
      variant={tag.kind === 'soldOut' ? 'solid' : 'soft'}
      // High contrast on every tag: solid red under white text is below 4.5:1, and a soft tag's step-11 text falls below
      // it on the page's own background; step 12 reads wherever the badge is put.
      highContrast
      color={tagColour(tag)}
      className="cs-session-tag"
      data-tag={tag.kind}
      data-tone={tone}
    >
      {text}
    </Badge>
  );
}
