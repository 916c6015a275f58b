import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfilePhotoEditor } from './ProfilePhotoEditor';

/** A 1×1 PNG as a data URL, so the story needs no server. */
const photo = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const meta = {
  title: 'MyAccount/ProfilePhotoEditor',
  component: ProfilePhotoEditor,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "My details' profile photo (spec §3 `profilePhoto`): the picture " +
            "or the customer's initials, a file to choose, and Remove.",
          "**Theming — do** let the initials take the venue accent (Radix `Avatar`'s soft " +
            "`--accent-a3` fill and `--accent-a11` text) and the heading the venue heading font. " +
            "**Don't** give Remove a colour of its own: it is a grey soft button.",
          "**Accessibility — do** keep the native file input inside its visible label " +
            "('Choose a photo'), its format hint and any error tied by `aria-describedby`; a " +
            "refusal is a `role=\"alert\"` callout and the photo's `alt` names the customer. " +
            "**Don't** hide the file input behind a styled button that is not focusable and labelled.",
        ].join('\n\n'),
      },
    },
  },
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
