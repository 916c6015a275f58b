import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfilePhotoEditor } from './ProfilePhotoEditor';

/** A 1×1 PNG as a data URL, so the story needs no server. */
const photo = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const meta = {
  title: 'MyAccount/ProfilePhotoEditor',
  component: ProfilePhotoEditor,
  args: { photoUrl: null, name: 'Alex Morgan', onChoose: fn(), onRemove: fn() },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof ProfilePhotoEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No photo yet: the initials, and a file to choose. */
export const NoPhoto: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('AM')).toBeVisible();
    const input = canvas.getByLabelText('Choose a photo');
    await expect(input).toHaveAccessibleDescription('PNG, JPEG or WebP, up to 512 KB.');
    await expect(canvas.queryByRole('button', { name: 'Remove photo' })).toBeNull();
    await userEvent.upload(input, new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' }));
    await expect(args.onChoose).toHaveBeenCalledTimes(1);
  },
};

/** A photo: shown, replaceable and removable. */
export const WithPhoto: Story = {
  args: { photoUrl: photo },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Choose a new photo')).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

/** A refused file, while the next one goes up. */
export const RefusedAndBusy: Story = {
  args: { error: 'Choose a photo of 512 KB or less.', busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a photo of 512 KB or less.');
    const input = canvas.getByLabelText('Choose a photo');
    await expect(input).toBeDisabled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
