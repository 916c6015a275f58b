import { en } from '@courtside/core';
import { Heading, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface AccessibilityStatementProps {
  /** Who the statement speaks for and whom to contact: the tenant's name (GET /api/client). */
  organisation: string;
}

const texts = en.common.accessibility;
/** The lists' items in the order core's texts give them (a new text is a new item). */
const testedItems = Object.keys(texts.tested.items) as Array<keyof typeof texts.tested.items>;
const limitationItems = Object.keys(texts.limitations.items) as Array<keyof typeof texts.limitations.items>;

/** One titled section of the statement, labelled by its heading. */
function Section({ heading, children }: { heading: string; children: ReactNode }): ReactNode {
  const id = useId();
  return (
    <section aria-labelledby={id} className="cs-accessibility__section">
      <Heading as="h2" size="5" id={id} className="cs-accessibility__heading">
        {heading}
      </Heading>
      {children}
    </section>
  );
}

/**
 * The accessibility statement: the WCAG 2.2 AA aim, how the website is tested, its known limitations, how to report a
 * problem and the statement's date. The texts (core's `common:accessibility`) say only what the tests check.
 */
export function AccessibilityStatement({ organisation }: AccessibilityStatementProps): ReactNode {
  const { t } = useTranslation('common');
  const titleId = useId();
  return (
    <article className="cs-accessibility" aria-labelledby={titleId}>
      <Heading as="h1" size="8" id={titleId} className="cs-accessibility__title">
        {t('accessibility.title')}
      </Heading>
      <Text as="p" size="3">
        {t('accessibility.intro', { organisation })}
      </Text>
      <Section heading={t('accessibility.status.heading')}>
        <Text as="p" size="3">
          {t('accessibility.status.body')}
        </Text>
      </Section>
      <Section heading={t('accessibility.tested.heading')}>
        <Text as="p" size="3">
          {t('accessibility.tested.intro')}
        </Text>
        <ul className="cs-accessibility__list">
          {testedItems.map((key) => (
            <li key={key}>{t(`accessibility.tested.items.${key}`)}</li>
          ))}
        </ul>
      </Section>
      <Section heading={t('accessibility.limitations.heading')}>
        <ul className="cs-accessibility__list">
          {limitationItems.map((key) => (
            <li key={key}>{t(`accessibility.limitations.items.${key}`)}</li>
          ))}
        </ul>
      </Section>
      <Section heading={t('accessibility.report.heading')}>
        <Text as="p" size="3">
          {t('accessibility.report.body', { organisation })}
        </Text>
      </Section>
      <Section heading={t('accessibility.prepared.heading')}>
        <Text as="p" size="3">
          {t('accessibility.prepared.body', { date: t('accessibility.prepared.date') })}
        </Text>
      </Section>
    </article>
  );
}
