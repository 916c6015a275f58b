import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import * as projectAnnotations from './preview';

// Applies the a11y addon's afterEach (axe) and our preview (decorators, parameters) to story tests.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
