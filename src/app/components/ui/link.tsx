// The site's own links to its pages. Every `to` on the public site is an absolute path ("/services/drone",
// "/faq#booking"), which is already the link's href: React Router's <Link> resolved each one against the matched
// routes anyway (about 75 links a page, 7% of an uncached render's CPU in a profile). This one renders the path as
// it is and hands a plain left click to the router, as <Link> does. Anything else (a relative path, an object, a
// prop only the router's link knows) still goes through React Router's <Link>.
import type { ComponentProps, MouseEvent } from 'react';
import { Link as RouterLink, useNavigate, type LinkProps } from 'react-router';

type Props = LinkProps & ComponentProps<'a'>;

/** A click the browser should handle itself: another button, a modifier key (new tab or window), another target. */
function browserHandles(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== '_self')
  );
}

export function Link(props: Props) {
  const { to } = props;
  const routerOnly = props.reloadDocument || props.mask !== undefined || props.defaultShouldRevalidate !== undefined;
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || routerOnly) {
    return <RouterLink {...props} />;
  }
  return <PathLink {...props} to={to} />;
}

function PathLink({
  to,
  replace,
  state,
  preventScrollReset,
  viewTransition,
  onClick,
  target,
  // Props only React Router's <Link> understands: none of them belongs on the <a>.
  relative: _relative,
  discover: _discover,
  prefetch: _prefetch,
  reloadDocument: _reloadDocument,
  children,
  ...anchor
}: Props & { to: string }) {
  const navigate = useNavigate();
  return (
    <a
      {...anchor}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (browserHandles(event, target)) return;
        event.preventDefault();
        // As <Link>: a link to the page already shown replaces its history entry instead of adding one.
        const here = window.location.pathname + window.location.search + window.location.hash;
        void navigate(to, { replace: replace ?? here === to, state: state as unknown, preventScrollReset, viewTransition });
      }}
    >
      {children}
    </a>
  );
}
