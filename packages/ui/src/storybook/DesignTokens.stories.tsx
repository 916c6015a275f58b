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
  parameters: { layout: 'fullscreen' },
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
