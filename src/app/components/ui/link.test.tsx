import { renderToString } from 'react-dom/server';
import { Link as RouterLink, StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link } from './link';

const at = (location: string, element: React.ReactNode) => renderToString(<StaticRouter location={location}>{element}</StaticRouter>);

describe('Link', () => {
  it('renders an absolute path as its href, with none of the router-only props on the <a>', () => {
    const html = at(
      '/services/photography',
      <Link to="/faq#booking" className="footer-link" prefetch="intent" discover="none" viewTransition>
        FAQ
      </Link>,
    );
    expect(html).toBe('<a class="footer-link" href="/faq#booking">FAQ</a>');
  });

  it('keeps its own attributes: a label, a target', () => {
    expect(at('/', <Link to="/contact" aria-label="Contact us" target="_blank" rel="noopener" />)).toBe(
      '<a aria-label="Contact us" rel="noopener" href="/contact" target="_blank"></a>',
    );
  });

  it('leaves relative paths, path objects and reloading links to React Router', () => {
    for (const props of [
      { to: 'drone' },
      { to: '../about' },
      { to: { pathname: '/faq', hash: '#booking' } },
      { to: '/faq', reloadDocument: true },
    ]) {
      expect(at('/services/photography', <Link {...props}>x</Link>)).toBe(
        at('/services/photography', <RouterLink {...props}>x</RouterLink>),
      );
    }
  });
});
