import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { Params, UIMatch } from 'react-router-dom';

// Imports no feature, so any route module or feature page can declare its handle.

/** What a route's own breadcrumb trail is drawn from: the page's match, and whether the breadcrumb is hidden. */
export interface TrailProps {
  leaf: UIMatch;
  hidden: boolean;
}

/** A route's breadcrumb entry and page name, declared in its module's `handle`. */
export interface CrumbHandle {
  crumb?: (t: TFunction, params: Params) => string;
  /** The page's name in the tab's title (spec §2, the names in brackets) when it differs from the crumb. */
  title?: (t: TFunction, params: Params) => string;
  /**
   * The page's whole breadcrumb, when it is a trail named from the catalogue (the browse and programme pages): it comes
   * with the route's code, so the shell's first load does not carry the catalogue reads and rules it needs.
   */
  Trail?: ComponentType<TrailProps>;
}
