import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { expectVisibleFocus } from './focusVisible';
import * as projectAnnotations from './preview';

// Applies the a11y addon's afterEach (axe, target-size included: see preview.tsx) and our preview (decorators,
// parameters) to story tests, then the keyboard focus check (after axe, so it sees the story as the play left it).
// Storybook runs afterEach hooks last-registered first, so the focus check comes first in this list.
setProjectAnnotations([
  {
    afterEach: async ({ canvasElement, parameters }) => {
      if (parameters['focusVisible'] !== false) await expectVisibleFocus(canvasElement);
    },
  },
  a11yAddonAnnotations,
  projectAnnotations,
]);
