import { VisuallyHidden } from '@radix-ui/themes';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * 'est.' after a price that is an estimate (spec §4: the customer is not known yet), with its meaning in text for
 * everyone: screen readers read the full words after it, and a press (mouse, touch or keyboard) shows them on screen —
 * never a mouse-only tooltip.
 */
export function EstimateMark(): ReactNode {
  const { t } = useTranslation('activities');
  const [shown, setShown] = useState(false);
  const meaningId = useId();
  const meaning = ` (${t('sessions.estimate')})`;
  return (
    <span className="cs-estimate" data-shown={shown || undefined}>
      {' '}
      <button type="button" className="cs-estimate__toggle" aria-expanded={shown} aria-controls={meaningId} onClick={() => setShown(!shown)}>
        {t('sessions.estimateShort')}
      </button>
      {shown ? (
        <span id={meaningId} className="cs-estimate__meaning">
          {meaning}
        </span>
      ) : (
        <VisuallyHidden id={meaningId}>{meaning}</VisuallyHidden>
      )}
    </span>
  );
}
