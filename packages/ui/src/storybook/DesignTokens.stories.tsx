import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
// Storybook-only: the seeded venue themes the toolbar offers (inputs; the table derives every token from them).
import { storyThemes } from '../../../../.storybook/venueThemes';
import { DesignTokens } from './DesignTokens';

const meta = {
  title: 'Design system/Tokens',
  component: DesignTokens,
  args: { themes: storyThemes },
  // The docs page is DesignTokens.mdx (attached to this file), not an autodocs page.
  tags: ['!autodocs'],
  // Do/don't notes for the docs page (DesignTokens.mdx; autodocs is off here).
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          "The design tokens, generated from packages/theme for the spec §9 default " +
            "and each seeded venue theme: tints, fonts, spacing, radii and layout.",
          "**Theming — do** take colours from the tokens (`--cs-primary-*`, `--cs-secondary-*`, `--cs-on-primary`, " +
            "`--cs-header-*`, Radix `--accent-*`) and fonts from `--cs-font-heading`/`--cs-font-body`. " +
            "**Don't** write a hex value or a font name in a component: the venue theme can't reach it.",
          "**Accessibility — do** put text on the venue colour in `--cs-on-primary`/`--accent-contrast` " +
            "(black or white, whichever passes AA) and accent text in `--accent-11`/`--accent-12`, kept " +
            "at 4.5:1 on white and on the soft tints (steps 3-5). " +
            "**Don't** use `--cs-primary-500`, the raw venue colour, as text: it has no contrast guarantee.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof DesignTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TokenTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Spec §9 default primary #8C59F8: 500 is the seed, 600 its 0.8 shade, 50 a 5% tint.
    const primary = within(canvas.getByTestId('default-primary'));
    await expect(primary.getByText('#8c59f8')).toBeVisible();
    await expect(primary.getByText('#7047c6')).toBeVisible();
    await expect(primary.getByText('#f9f7ff')).toBeVisible();
    await expect(canvas.getByTestId('riverside-aquatics-centre-primary')).toHaveTextContent('#0e7490');
    await expect(canvas.getByRole('rowheader', { name: 'garagegothic-boldregular' })).toBeVisible();
    await expect(canvas.getByTestId('--space-4')).toHaveTextContent('16px');
    await expect(canvas.getByRole('rowheader', { name: 'Side drawer' })).toBeVisible();
  },
};
