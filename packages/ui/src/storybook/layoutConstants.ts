/**
 * Spec §9 "Layout": the layout constants the ui CSS is written against, for the token table and Storybook's
 * viewports. Neither core nor theme holds them (the CSS uses the pixel values directly, citing §9).
 */
export const breakpoints = {
  /** Mobile: below 576px (the CSS writes max-width: 575px). */
  mobileMax: 575,
  /** Tablet: 576px to 1199px. */
  tabletMin: 576,
  /** Desktop: 1200px and up. */
  desktopMin: 1200,
} as const;

/** One §9 layout constant: what it is, its value and where the ui CSS applies it. */
export interface LayoutConstant {
  readonly name: string;
  readonly value: string;
  readonly usedIn: string;
}

/** Spec §9 "Layout", in the spec's order; `usedIn` names the CSS that applies it ('—': not used by ui yet). */
export const layoutConstants: readonly LayoutConstant[] = [
  { name: 'Header offset', value: '54px', usedIn: 'header.css, checkoutLayout.css' },
  { name: 'Breadcrumb height', value: '40px', usedIn: 'breadcrumb.css' },
  { name: 'Container max width', value: '1280px', usedIn: 'header.css, breadcrumb.css' },
  { name: 'Footer containers', value: '768px, 1264px, 1536px', usedIn: '—' },
  { name: 'Mobile', value: `below ${breakpoints.tabletMin}px`, usedIn: '@media (max-width: 575px)' },
  { name: 'Tablet', value: `${breakpoints.tabletMin}–${breakpoints.desktopMin - 1}px`, usedIn: '@media (min-width: 576px)' },
  { name: 'Desktop', value: `${breakpoints.desktopMin}px and up`, usedIn: '@media (min-width: 1200px)' },
  { name: 'Side drawer', value: '306px', usedIn: 'sideDrawer.css' },
  { name: 'Slide-overs', value: '560px, 640px, 720px', usedIn: '—' },
  { name: 'Wide card', value: '660px', usedIn: 'accountPage.css, orderConfirmation.css' },
  { name: 'Basket wide', value: '833px', usedIn: 'basketPanel.css' },
  { name: 'Text area height', value: '150px', usedIn: '—' },
  { name: 'Button heights', value: '34px, 42px, 58px (older 26px, 34px, 42px)', usedIn: 'navLink.css, dateStrip.css, header.css' },
];
