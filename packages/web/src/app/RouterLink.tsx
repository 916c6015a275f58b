import { LinkProvider } from '@courtside/ui';
import { forwardRef, type ComponentProps, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

type AnchorProps = ComponentProps<'a'> & { href: string };

/** Links inside our origin go through the router (no reload); others stay plain anchors. */
const RouterAnchor = forwardRef<HTMLAnchorElement, AnchorProps>(function RouterAnchor({ href, ...rest }, ref) {
  if (/^(https?:)?\/\//.test(href) || href.startsWith('mailto:') || href.startsWith('tel:')) return <a ref={ref} href={href} {...rest} />;
  return <Link ref={ref} to={href} {...rest} />;
});

export function RouterLinkProvider({ children }: { children: ReactNode }) {
  return <LinkProvider component={RouterAnchor}>{children}</LinkProvider>;
}
