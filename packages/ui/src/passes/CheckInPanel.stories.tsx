import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckInPanel } from './CheckInPanel';

const meta = {
  title: 'Passes/CheckInPanel',
  component: CheckInPanel,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          'Checking a booking pass in at the desk or a kiosk: a "Pass code" field a hand-held scanner types into (Enter submits), a camera where the device has one, and the answer.',
          "**Theming — do** let the answer's edge say its state in the venue-independent green, amber and red, with the state also in its heading. **Don't** show the answer by colour alone.",
          "**Accessibility — do** keep the field's visible label and hint, and the polite live region that reads the answer; the field is emptied and focused again for the next pass. **Don't** move focus to the answer: the next scan must land in the field.",
        ].join('\n\n'),
      },
    },
  },
  args: { pending: false, result: null, onSubmit: fn(), cameraAvailable: false, scanning: false, onScanStart: fn(), onScanStop: fn() },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)' }}><Story /></div>],
} satisfies Meta<typeof CheckInPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A scanner's keystrokes (or typing) and Enter submit the code. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Pass code');
    await userEvent.type(field, '7kq4m2xd9tpb{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('7kq4m2xd9tpb');
    // No camera API, no camera button.
    await expect(canvas.queryByRole('button', { name: 'Scan with camera' })).toBeNull();
  },
};

export const Checking: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Checking' })).toBeDisabled();
    // The field keeps the focus while the code is checked, so the next scan lands in it. Said, not left to the field's
    // autofocus on mount, which a busy browser may not have applied when the story is looked at.
    const field = canvas.getByLabelText('Pass code');
    field.focus();
    await expect(field).toHaveFocus();
  },
};

export const CheckedIn: Story = {
  args: { result: { outcome: 'checkedIn', attendee: 'Jamie Morgan', session: 'Aqua aerobics, 10:00 at Riverside Aquatics Centre', at: '09:52' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Checked in' })).toBeVisible();
    await expect(canvas.getByText('Jamie Morgan')).toBeVisible();
    await expect(canvas.getByText('Checked in at 09:52.')).toBeVisible();
    await expect(canvas.getByLabelText('Pass code')).toHaveFocus();
  },
};

export const AlreadyCheckedIn: Story = {
  args: { result: { outcome: 'already', attendee: 'Jamie Morgan', session: 'Aqua aerobics, 10:00 at Riverside Aquatics Centre', at: '09:52', date: 'Sat, 12 Dec 2026' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Already checked in' })).toBeVisible();
    await expect(canvas.getByText('Checked in already at 09:52 on Sat, 12 Dec 2026.')).toBeVisible();
  },
};

export const Refused: Story = {
  args: { result: { outcome: 'refused', reason: 'Pass not found' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Not checked in' })).toBeVisible();
    await expect(canvas.getByText('Pass not found')).toBeVisible();
  },
};

/** Where the device has a camera API, scanning can be started and stopped by keyboard. */
export const Camera: Story = {
  args: { cameraAvailable: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Scan with camera' }));
    await expect(args.onScanStart).toHaveBeenCalled();
  },
};

export const Scanning: Story = {
  args: { cameraAvailable: true, scanning: true, cameraError: 'The camera could not be started. Type the code instead.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Camera view for scanning a pass')).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The camera could not be started');
    await userEvent.click(canvas.getByRole('button', { name: 'Stop camera' }));
    await expect(args.onScanStop).toHaveBeenCalled();
  },
};
