// The site's own links to its pages. Every `to` on the public site is an absolute path ("/services/drone",
// "/faq#booking"), which is already the link's href: React Router's <Link> resolved each one against the matched
// routes anyway (about 75 links a page, 7% of an uncached render's CPU in a profile). This one renders the path as
// it is and hands a plain left click to the router, as <Link> does; a relative path still goes through React
// Router's <Link>. Its attributes are named one by one: spreading props onto the <a> cost three times the rest of
// the link's render (docs/performance.md).
import type { ComponentProps, MouseEvent } from 'react';
import { Link as RouterLink, useNavigate, type LinkProps } from 'react-router';

type Props = Pick<
  ComponentProps<'a'>,
  'children' | 'className' | 'id' | 'title' | 'role' | 'target' | 'rel' | 'tabIndex' | 'aria-label' | 'aria-current' | 'onClick'
> &
  Pick<LinkProps, 'replace' | 'state' | 'preventScrollReset' | 'viewTransition'> & { to: string };

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
  const navigate = useNavigate();
  const { to, target, onClick } = props;
  if (!to.startsWith('/') || to.startsWith('//')) return <RouterLink {...props} />;
  return (
    <a
      href={to}
      className={props.className}
      id={props.id}
      title={props.title}
      role={props.role}
      target={target}
      rel={props.rel}
      tabIndex={props.tabIndex}
      aria-label={props['aria-label']}
      aria-current={props['aria-current']}
      onClick={(event) => {
        onClick?.(event);
        if (browserHandles(event, target)) return;
        event.preventDefault();
        // As <Link>: a link to the page already shown replaces its history entry instead of adding one.
        const here = window.location.pathname + window.location.search + window.location.hash;
        const { replace, preventScrollReset, viewTransition } = props;
        void navigate(to, { replace: replace ?? here === to, state: props.state as unknown, preventScrollReset, viewTransition });
      }}
    >
      {props.children}
    </a>
  );
}
