import { crossSiteHref } from '@courtside/core';
import { LinkProvider } from '@courtside/ui';
import { forwardRef, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useApp } from './context';

type AnchorProps = ComponentProps<'a'> & { href: string };

/**
 * Links inside our origin go through the router (no reload); others stay plain anchors. A plain click on a link to
 * another sub-site of the tenant carries the customer's login there, and embedded=true from an embedded page (core's
 * crossSiteHref); both are added only as the customer follows the link, never written into the page.
 */
const RouterAnchor = forwardRef<HTMLAnchorElement, AnchorProps>(function RouterAnchor({ href, onClick, ...rest }, ref) {
  const { session, system } = useApp();
  if (/^(https?:)?\/\//.test(href)) {
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const carried = crossSiteHref(href, window.location, session.token, system.isEmbedded);
      if (!carried) return;
      event.preventDefault();
      window.location.assign(carried);
    };
    return <a ref={ref} href={href} onClick={follow} {...rest} />;
  }
  if (href.startsWith('mailto:') || href.startsWith('tel:')) return <a ref={ref} href={href} onClick={onClick} {...rest} />;
  return <Link ref={ref} to={href} onClick={onClick} {...rest} />;
});

export function RouterLinkProvider({ children }: { children: ReactNode }) {
  return <LinkProvider component={RouterAnchor}>{children}</LinkProvider>;
}
