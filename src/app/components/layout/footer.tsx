// Site footer: brand, contact facts, social links, link columns and the copyright line.
import { Icon } from '#app/components/ui/icon';
import { Link } from '#app/components/ui/link';
import { footerColumns, legalLinks } from '#content/footer-links';
import { mailtoUrl, site, telUrl } from '#content/site';
import { useContact } from '#app/lib/app-env';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from '../ui/icons/brands';
import { Logo } from './logo';
import { paths } from '#shared/paths';

const socials = [
  { label: 'Facebook', href: site.social.facebook, Icon: FacebookIcon },
  { label: 'Instagram', href: site.social.instagram, Icon: InstagramIcon },
  { label: 'YouTube', href: site.social.youtube, Icon: YoutubeIcon },
];

export function Footer() {
  const year = new Date().getFullYear();
  const contact = useContact();
  return (
    <footer className="bg-ink-900 text-white/80">
      <div className="container-site grid gap-12 py-16 lg:grid-cols-[1.3fr_2.7fr] lg:py-20">
        <div className="max-w-sm">
          <Link to={paths.home} aria-label="Northframe Media, home" className="text-white">
            <Logo />
          </Link>
          <p className="mt-5 text-sm leading-relaxed text-white/70">{site.tagline}</p>
          <ul className="mt-6 space-y-3 text-sm">
            <li className="flex items-start gap-3">
              <Icon name="MapPin" aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brass" />
              {site.city}
            </li>
            <li className="flex items-start gap-3">
              <Icon name="Phone" aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brass" />
              <a href={telUrl(contact.whatsapp)} className="hover:text-white">
                {contact.whatsapp}
              </a>
            </li>
            <li className="flex items-start gap-3">
              <Icon name="Mail" aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brass" />
              <a href={mailtoUrl(contact.email)} className="hover:text-white">
                {contact.email}
              </a>
            </li>
            <li className="flex items-start gap-3">
              <Icon name="Clock" aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brass" />
              {site.hours}
            </li>
          </ul>
          <ul className="mt-7 flex gap-3" aria-label="Social media">
            {socials.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${site.name} on ${label}`}
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-white/15 text-white/80 transition-colors hover:border-brass hover:text-brass"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-10 sm:grid-cols-4">
          {footerColumns.map((col) => (
            <nav key={col.heading} aria-label={col.heading}>
              <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.18em] text-brass">{col.heading}</h2>
              <ul className="mt-4 space-y-2.5 text-sm">
                {col.links.map((l) => (
                  <li key={l.href}>
                    <Link to={l.href} className="transition-colors hover:text-white">
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-site flex flex-col gap-3 py-6 text-xs text-white/60 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {site.legalName} All rights reserved.
          </p>
          <ul className="flex gap-5">
            {legalLinks.map((l) => (
              <li key={l.href}>
                <Link to={l.href} className="hover:text-white">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
