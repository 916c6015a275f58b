import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb } from '../breadcrumb/Breadcrumb';
import { LinkProvider, type LinkComponentProps } from './LinkProvider';

const navigate = fn();

/** Stands in for the router's Link: marks its anchors and navigates without a page load. */
function RouterLink({ href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

const meta = {
  title: 'Foundations/LinkProvider',
  component: LinkProvider,
  args: {
    component: RouterLink,
    children: <Breadcrumb homeHref="/" items={[{ label: 'Book a camp', href: '/camps/location/riverside' }, { label: 'Football' }]} />,
  },
} satisfies Meta<typeof LinkProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InjectedLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const camps = canvas.getByRole('link', { name: 'Book a camp' });
    await expect(camps).toHaveAttribute('data-router-link');
    await userEvent.click(camps);
    await expect(navigate).toHaveBeenCalledWith('/camps/location/riverside');
  },
};
