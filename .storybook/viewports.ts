import { breakpoints } from '../packages/ui/src/storybook/layoutConstants';

/**
 * Spec §9 breakpoints as Storybook viewports, one representative width each (desktop is the 1280px container max
 * width). The visual baselines use desktop and mobile.
 */
export const layoutViewports = {
  desktop: { name: `Desktop 1280 (≥${breakpoints.desktopMin}px)`, styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  tablet: {
    name: `Tablet 768 (${breakpoints.tabletMin}–${breakpoints.desktopMin - 1}px)`,
    styles: { width: '768px', height: '1024px' },
    type: 'tablet',
  },
  mobile: { name: `Mobile 375 (≤${breakpoints.mobileMax}px)`, styles: { width: '375px', height: '667px' }, type: 'mobile' },
} as const;
