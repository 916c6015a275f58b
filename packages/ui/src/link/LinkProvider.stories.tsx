import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb } from '../breadcrumb/Breadcrumb';
import { AppLink, DefaultLink, LinkProvider, type LinkComponentProps } from './LinkProvider';

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
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "Injects the app's link component (e.g. the router's Link) so ui never imports a router; without it AppLink is a plain `<a>`.",
          "**Theming — do** let the injected link pass `className` through untouched: the ui components' classes carry the venue colours, fonts and `--focus-8` rings. **Don't** add classes or inline styles of its own (an active-link colour, say).",
          "**Accessibility — do** inject a component that renders a real `<a href>` and forwards `ref` and every `aria-*` prop (`aria-current`, `aria-label`): the breadcrumb, date strip and cards rely on them. **Don't** inject a `<button>` or a `<div onClick>` that navigates.",
        ].join('\n\n'),
      },
    },
  },
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

/** Without a provider (stories, static pages) AppLink renders ui's DefaultLink: a plain anchor the browser follows. */
export const DefaultPlainAnchor: Story = {
  render: () => (
    <nav aria-label="Example" style={{ padding: 'var(--space-4)' }}>
      <AppLink href="/pricing">Membership pricing</AppLink> · <DefaultLink href="/basket">Shopping basket</DefaultLink>
    </nav>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Membership pricing' })).toHaveAttribute('href', '/pricing');
    await expect(canvas.getByRole('link', { name: 'Membership pricing' })).not.toHaveAttribute('data-router-link');
    await expect(canvas.getByRole('link', { name: 'Shopping basket' })).toHaveAttribute('href', '/basket');
  },
};
