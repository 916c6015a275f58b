import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MaintenancePage } from './MaintenancePage';

const meta = {
  title: 'Pages/MaintenancePage',
  component: MaintenancePage,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "'Service disruption', shown when the theme call returns 503 (spec §2).",
          "**Theming — do** expect no venue theme here (the theme could not be loaded): the page uses Radix's defaults with an amber (`--amber-9`) top rule. The operator's name (from the client call, which still answers) says whose site it is. **Don't** make it depend on venue colours, fonts or the logo.",
          "**Accessibility — do** keep the `h1` and the one sentence saying why the site is unavailable. **Don't** add links or a retry button that lead back into the unavailable site.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Service disruption' })).toBeVisible();
    await expect(canvas.getByText('Unable to access the site due to planned maintenance.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const WithTheOperatorsName: Story = {
  args: { tenantName: 'Peak Active' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Peak Active')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Service disruption' })).toBeVisible();
  },
};
