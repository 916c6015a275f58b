import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../link/LinkProvider';

export interface ProgrammeViewSwitchProps {
  listHref: string;
  timetableHref: string;
  current: 'list' | 'timetable';
  /** The navigation's accessible name (the category's name). */
  label: string;
}

/** Spec §2: a category's camps or courses as a list (choose a camp) or arranged by date (…/timetable). */
export function ProgrammeViewSwitch({ listHref, timetableHref, current, label }: ProgrammeViewSwitchProps): ReactNode {
  const { t } = useTranslation('courses');
  const links = [
    { key: 'list', href: listHref, text: t('browse.viewList') },
    { key: 'timetable', href: timetableHref, text: t('browse.viewTimetable') },
  ] as const;
  return (
    <nav className="cs-programme-switch" aria-label={label}>
      {links.map((link) => (
        <AppLink key={link.key} href={link.href} className="cs-programme-switch__link" aria-current={current === link.key ? 'page' : undefined}>
          {link.text}
        </AppLink>
      ))}
    </nav>
  );
}
