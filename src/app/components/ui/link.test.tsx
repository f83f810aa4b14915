import { renderToString } from 'react-dom/server';
import { Link as RouterLink, StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link } from './link';

const at = (location: string, element: React.ReactNode) => renderToString(<StaticRouter location={location}>{element}</StaticRouter>);

describe('Link', () => {
  it('renders an absolute path as its href, with none of the router-only props on the <a>', () => {
    const html = at(
      '/services/photography',
      <Link to="/faq#booking" className="footer-link" replace state={{ from: 'footer' }} preventScrollReset viewTransition>
        FAQ
      </Link>,
    );
    expect(html).toBe('<a href="/faq#booking" class="footer-link">FAQ</a>');
  });

  it('keeps its own attributes: a label, a role, a target', () => {
    expect(
      at(
        '/',
        <Link to="/contact" aria-label="Contact us" role="menuitem" target="_blank" rel="noopener">
          Contact
        </Link>,
      ),
    ).toBe('<a href="/contact" role="menuitem" target="_blank" rel="noopener" aria-label="Contact us">Contact</a>');
  });

  it('leaves relative paths to React Router', () => {
    for (const to of ['drone', '../about', '//example.com/x']) {
      expect(at('/services/photography', <Link to={to}>x</Link>)).toBe(at('/services/photography', <RouterLink to={to}>x</RouterLink>));
    }
  });
});
