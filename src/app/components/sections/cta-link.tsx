// A call-to-action button: a router link, an in-page anchor, or an external, mail or phone link.
import { Link } from '#app/components/ui/link';
import type { Cta } from '#content/types';
import { useContactHref } from '../booking/contact-link';

export function CtaLink({ cta, dark = false }: { cta: Cta; dark?: boolean }) {
  // A link to /contact on a service or city page opens the quote builder with that service or city chosen.
  const href = useContactHref(cta.href);
  const className = cta.variant === 'primary' ? 'btn-primary' : dark ? 'btn-ghost-light' : 'btn-ghost-dark';
  // An in-page anchor ("#packages") is a plain link, so the browser scrolls to it natively.
  if (cta.href.startsWith('#')) {
    return (
      <a href={cta.href} className={className}>
        {cta.text}
      </a>
    );
  }
  if (/^(https?:|mailto:|tel:)/.test(cta.href)) {
    const external = cta.href.startsWith('http');
    return (
      <a href={cta.href} className={className} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {cta.text}
      </a>
    );
  }
  return (
    <Link to={href} className={className}>
      {cta.text}
    </Link>
  );
}
