// Explicit named exports only (STYLE.md): this file is the package's whole public surface.
export { LinkProvider, useLink, AppLink, DefaultLink } from './link/LinkProvider';
export type { LinkComponent, LinkComponentProps, LinkProviderProps } from './link/LinkProvider';

export type { NavLinks, ShellNavProps } from './nav/navItems';

export { Header } from './header/Header';
export type { HeaderProps } from './header/Header';
export { SideDrawer } from './side-drawer/SideDrawer';
export type { SideDrawerProps } from './side-drawer/SideDrawer';
export { BasketLink } from './basket-link/BasketLink';
export type { BasketLinkProps } from './basket-link/BasketLink';
export { SkipLink, MAIN_CONTENT_ID } from './skip-link/SkipLink';
export type { SkipLinkProps } from './skip-link/SkipLink';
export { Breadcrumb } from './breadcrumb/Breadcrumb';
export type { BreadcrumbProps, BreadcrumbItem } from './breadcrumb/Breadcrumb';
export { Footer } from './footer/Footer';
export type { FooterProps } from './footer/Footer';
export { Toaster, DEFAULT_TOAST_DURATION_MS } from './toaster/Toaster';
export type { ToasterProps, ToastMessage, ToastTone } from './toaster/Toaster';
export { Spinner } from './spinner/Spinner';
export type { SpinnerProps } from './spinner/Spinner';
export { PageSpinner } from './page-spinner/PageSpinner';
export { StatusPage } from './status-page/StatusPage';
export type { StatusPageProps } from './status-page/StatusPage';
export { NotFoundPage } from './not-found-page/NotFoundPage';
export type { NotFoundPageProps } from './not-found-page/NotFoundPage';
export { MaintenancePage } from './maintenance-page/MaintenancePage';
export { ErrorPage } from './error-page/ErrorPage';
export type { ErrorPageProps } from './error-page/ErrorPage';
export { PlaceholderPage } from './placeholder-page/PlaceholderPage';
export type { PlaceholderPageProps } from './placeholder-page/PlaceholderPage';
export { VenueList } from './venue-list/VenueList';
export type { VenueListProps, VenueSummary } from './venue-list/VenueList';
export { AppLayout } from './app-layout/AppLayout';
export type { AppLayoutProps } from './app-layout/AppLayout';

// ── accounts (issue 5): account components go below this line ──

// ── browse (issue 4): browse components go below this line ──
