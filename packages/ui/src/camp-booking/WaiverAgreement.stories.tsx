import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { waiver } from './campBooking.fixtures';
import { WaiverAgreement } from './WaiverAgreement';

const meta = {
  title: 'Camps and courses/Booking/WaiverAgreement',
  component: WaiverAgreement,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The pre-purchase waiver (spec §2/§5): its name, its terms in a scrolling box and the one agreement tick box.",
          "**Theming — do** let the tick box take the venue accent and the `h2` `--cs-font-heading`; the terms box keeps its neutral border and `--focus-8` ring. **Don't** style the venue's terms HTML with venue colours or shrink its text below size 2.",
          "**Accessibility — do** keep the terms a focusable, named region (`tabIndex={0}`) so keyboard users can scroll it; the tick box is `aria-required` and enabled only once the terms load, a failed load is `role=\"alert\"`. **Don't** pass unsanitised HTML: ui renders `termsHtml` as given.",
        ].join('\n\n'),
      },
    },
  },
  args: { ...waiver, failed: false, agreement: null, agreed: false, onAgreeChange: fn(), disabled: false },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof WaiverAgreement>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToAgree: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Camp participation waiver' })).toBeVisible();
    const terms = canvas.getByRole('region', { name: 'Terms of Camp participation waiver' });
    await expect(terms).toHaveAttribute('tabindex', '0');
    await expect(within(terms).getByText('Staff may give first aid if needed.')).toBeVisible();
    const tick = canvas.getByRole('checkbox', { name: 'I agree to Camp participation waiver' });
    await expect(tick).not.toBeChecked();
    await userEvent.click(tick);
    await expect(args.onAgreeChange).toHaveBeenCalledWith(true);
  },
};

export const Agreed: Story = {
  args: { agreed: true, agreement: 'I confirm the attendee may take part in all camp activities.' },
  play: async ({ canvasElement, args }) => {
    const tick = within(canvasElement).getByRole('checkbox', { name: 'I confirm the attendee may take part in all camp activities.' });
    await expect(tick).toBeChecked();
    await userEvent.click(tick);
    await expect(args.onAgreeChange).toHaveBeenCalledWith(false);
  },
};

export const LoadingTerms: Story = {
  args: { termsHtml: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the terms…');
    await expect(canvas.queryByRole('region', { name: /Terms of/ })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'I agree to Camp participation waiver' })).toBeDisabled();
  },
};

export const TermsFailed: Story = {
  args: { termsHtml: null, failed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load the terms. Please try again.');
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};
