import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccessibilityStatement } from './AccessibilityStatement';

const phone = { phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' } } as const;

const meta = {
  title: 'Pages/AccessibilityStatement',
  component: AccessibilityStatement,
  args: { organisation: 'Riverside Leisure Trust' },
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The accessibility statement page: the WCAG 2.2 AA aim, how the site is tested, known limitations and how to report a problem.",
          "**Theming — do** let the title and section headings take `--cs-font-heading` and the text `--cs-font-body`; the venue only supplies `organisation`. **Don't** widen the 46rem reading column or colour the text per venue.",
          "**Accessibility — do** keep one `h1` and an `h2` per section; each `<section>` is a region labelled by its heading. **Don't** add claims the tests do not check: the texts come from core's `common:accessibility`.",
        ].join('\n\n'),
      },
    },
    viewport: { options: phone },
  },
  decorators: [(Story) => <main style={{ padding: 'var(--space-5) var(--space-3)' }}><Story /></main>],
} satisfies Meta<typeof AccessibilityStatement>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
    await expect(canvas.getByText(/^Riverside Leisure Trust wants as many people/)).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'How accessible this website is',
      'How we test it',
      'Known limitations',
      'Reporting a problem',
      'About this statement',
    ]);
    await expect(canvas.getByText(/WCAG\) 2\.2 at level AA/)).toBeVisible();
    // Each list is a labelled section's list: what is tested, and what is not.
    const tested = canvas.getByRole('region', { name: 'How we test it' });
    await expect(within(tested).getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
    await expect(within(tested).getByText(/axe-core/)).toBeVisible();
    await expect(within(tested).getByText(/focus moves to your next step/)).toBeVisible();
    await expect(within(tested).getByText(/stays reachable by keyboard and says why/)).toBeVisible();
    await expect(within(tested).getByText(/never covers the control that has the keyboard focus/)).toBeVisible();
    const limits = canvas.getByRole('region', { name: 'Known limitations' });
    await expect(within(limits).getByText(/written by the venue/)).toBeVisible();
    await expect(within(limits).getByText(/screen readers/)).toBeVisible();
    await expect(canvas.getByText(/please contact Riverside Leisure Trust/)).toBeVisible();
    await expect(canvas.getByText('This statement was prepared on 29 November 2026. It is based on the automated and keyboard tests described above.')).toBeVisible();
  },
};

export const LongNameSmallScreen: Story = {
  args: { organisation: 'The Riverside and Thameside Community Leisure and Wellbeing Charitable Trust' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    await expect(within(canvasElement).getByText(/^The Riverside and Thameside Community/)).toBeVisible();
    // The text wraps inside the screen: nothing scrolls sideways.
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
