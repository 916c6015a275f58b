import { createContext, useContext, type ComponentPropsWithRef, type ReactNode } from 'react';

/** Props every injected link receives: an anchor's props with a required `href`. */
export type LinkComponentProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { href: string };

/** The component ui renders for every navigation; the web app injects its router's Link. */
export type LinkComponent = (props: LinkComponentProps) => ReactNode;

/** Plain anchor, used when no provider is mounted (stories, static pages). */
export function DefaultLink(props: LinkComponentProps): ReactNode {
  return <a {...props} />;
}

const LinkContext = createContext<LinkComponent>(DefaultLink);

export interface LinkProviderProps {
  /** Rendered for every link in ui; must forward `ref`, `className` and `aria-*` to an `<a>`. */
  component: LinkComponent;
  children?: ReactNode;
}

/** Injects the link component (e.g. react-router's Link) so ui never imports a router. */
export function LinkProvider({ component, children }: LinkProviderProps): ReactNode {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The link component to render navigations with: the injected one, or a plain `<a>`. */
export function useLink(): LinkComponent {
  return useContext(LinkContext);
}

/**
 * Renders a navigation through the injected link component. ui components use this rather than
 * `useLink()` directly, so the React compiler sees one static component.
 */
export function AppLink(props: LinkComponentProps): ReactNode {
  const Injected = useLink();
  // The injected component is app-wide configuration set once at the root, not created per render.
  // eslint-disable-next-line react-hooks/static-components
  return <Injected {...props} />;
}
