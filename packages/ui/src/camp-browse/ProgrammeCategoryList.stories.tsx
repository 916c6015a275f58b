import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ProgrammeCategoryList } from './ProgrammeCategoryList';

const meta = {
  title: 'Camps and courses/ProgrammeCategoryList',
  component: ProgrammeCategoryList,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "A venue's camp or course categories as link cards (spec §2 /camps/location/{venueSlug}), with how many each holds; built on ActivityList.",
          "**Theming — do** leave ActivityList's tokens as they are: `--cs-primary-50` hover tint, `--cs-primary-500` chevron, names in `--cs-font-heading`. **Don't** style the categories apart from the activity cards.",
          "**Accessibility — do** keep the list named by its kind ('Course categories', 'Camp categories') with one link per card, named by the category; the count is plain text under it. **Don't** fold the count into the link's name or add a second link per card.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    kind: 'course',
    state: 'ready',
    onRetry: fn(),
    categories: [
      { slug: 'racket-courses', name: 'Racket and fitness courses', count: 1, href: '/courses/location/riverside-aquatics-centre/racket-courses' },
      { slug: 'swimming-courses', name: 'Swimming courses', count: 3, href: '/courses/location/riverside-aquatics-centre/swimming-courses' },
    ],
  },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)' }}><Story /></div>],
} satisfies Meta<typeof ProgrammeCategoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CourseCategories: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Course categories' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getByRole('link', { name: 'Swimming courses' })).toHaveAttribute('href', '/courses/location/riverside-aquatics-centre/swimming-courses');
    await expect(list.getByText('3 courses')).toBeVisible();
    await expect(list.getByText('1 course')).toBeVisible();
  },
};

export const CampCategories: Story = {
  args: { kind: 'camp', categories: [{ slug: 'multi-sport-camps', name: 'Multi-sport camps', count: 2, href: '/camps/location/riverside-aquatics-centre/multi-sport-camps' }] },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Camp categories' }));
    await expect(list.getByRole('link', { name: 'Multi-sport camps' })).toBeVisible();
    await expect(list.getByText('2 camps')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('list', { name: 'Course categories' })).toHaveAttribute('aria-busy', 'true'),
};

export const Empty: Story = {
  args: { kind: 'camp', categories: [] },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('No camps to show at this venue yet.'),
};
