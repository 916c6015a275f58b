import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Shell/SkipLink',
  component: SkipLink,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "'Skip to main content' (spec §2): hidden until focused, it moves focus to the page's `<main>`.",
          "**Theming — do** leave it on the solid panel surface (`--color-panel-solid`) " +
            "with `--gray-12` text, `--cs-font-body` and the `--focus-8` ring. " +
            "**Don't** put it on the venue primary: it must read whatever the venue colour.",
          "**Accessibility — do** render it first in the page and give the target " +
            "(`MAIN_CONTENT_ID`, AppLayout's `<main>`) `tabIndex={-1}` so it can take focus. " +
            "**Don't** hide it with `display: none` or take it out of the tab order: it is clipped only until focused.",
        ].join('\n\n'),
      },
    },
  },
  args: { targetId: 'story-target' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <main id="story-target" tabIndex={-1}>
          <p>Main content</p>
        </main>
      </>
    ),
  ],
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
