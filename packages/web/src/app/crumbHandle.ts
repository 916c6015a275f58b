import type { TFunction } from 'i18next';
import type { Params } from 'react-router-dom';

// Apart from ShellBreadcrumb.tsx (which reads browse's hooks), so any route module or feature page can declare its handle.

/** A route's breadcrumb entry and page name, declared in its module's `handle`. */
export interface CrumbHandle {
  crumb?: (t: TFunction, params: Params) => string;
  /** The page's name in the tab's title (spec §2, the names in brackets) when it differs from the crumb. */
  title?: (t: TFunction, params: Params) => string;
}
