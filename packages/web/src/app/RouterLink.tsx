import { LinkProvider } from '@courtside/ui';
import { forwardRef, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { endKioskVisit } from '../kiosk/useKioskVisit';
import { useApp } from './context';
import { followCrossSite } from './crossSite';

type AnchorProps = ComponentProps<'a'> & { href: string };

/**
 * Links inside our origin go through the router (no reload); others stay plain anchors. A plain click on a link to
 * another sub-site of the tenant carries the customer's login there, embedded=true from an embedded page and a kiosk's
 * centre (followCrossSite); all are added only as the customer follows the link, never written into the page. On a
 * kiosk, the link home ('Back to Kiosk Home') ends the customer's visit.
 */
const RouterAnchor = forwardRef<HTMLAnchorElement, AnchorProps>(function RouterAnchor({ href, onClick, ...rest }, ref) {
  const app = useApp();
  if (/^(https?:)?\/\//.test(href)) {
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (app.kiosk.isKiosk && app.kiosk.homeUrl === href) {
        event.preventDefault();
        return endKioskVisit(href, app.session);
      }
      if (followCrossSite(href, app)) event.preventDefault();
    };
    return <a ref={ref} href={href} onClick={follow} {...rest} />;
  }
  if (href.startsWith('mailto:') || href.startsWith('tel:')) return <a ref={ref} href={href} onClick={onClick} {...rest} />;
  return <Link ref={ref} to={href} onClick={onClick} {...rest} />;
});

export function RouterLinkProvider({ children }: { children: ReactNode }) {
  return <LinkProvider component={RouterAnchor}>{children}</LinkProvider>;
}
