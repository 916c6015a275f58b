import { Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountPage } from './AccountPage';

const meta = {
  title: 'Account/AccountPage',
  component: AccountPage,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The frame of the account pages (sign up, log in, forgotten and reset password): `h1`, optional intro and a card for the form.",
          "**Theming — do** let the title take `--cs-font-heading` and the page `--cs-font-body`; the card stays on Radix's neutral surface. **Don't** tint the card or the grey intro with venue colours.",
          "**Accessibility — do** pass a `title` that names the task: it is the page's only `h1`. **Don't** add another `h1` inside `children`; start the form's headings at `h2`.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    title: 'Forgotten password',
    intro: 'Enter your email or customer reference and we will send you a link to reset your password.',
    children: <Text as="p">The page’s form goes here.</Text>,
  },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Narrow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgotten password' })).toBeVisible();
    await expect(canvas.getByText(/we will send you a link/)).toBeVisible();
    await expect(canvasElement.querySelector('.cs-account-page')).toHaveAttribute('data-width', 'narrow');
  },
};

export const WideWithoutIntro: Story = {
  args: { title: 'Sign up', intro: undefined, width: 'wide' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
    await expect(canvasElement.querySelector('.cs-account-page')).toHaveAttribute('data-width', 'wide');
    await expect(canvasElement.querySelector('.cs-account-page__intro')).toBeNull();
  },
};

export const LongTitleSmallScreen: Story = {
  args: { title: 'Confirm the email address of your Riverside Leisure Trust account' },
  parameters: { viewport: { options: { phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' } } } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    // The long title wraps inside the page rather than widening it.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
