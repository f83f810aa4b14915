// The contact page's social links, each with its network's mark. Below the fold, so the page loads it as a deferred
// block (lib/deferred) and the marks stay out of the first load.
import type { SocialLink, SocialNetwork } from '#content/contact';
import { Icon } from '../ui/icon';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from '../ui/icons/brands';

const networkIcons: Record<SocialNetwork, (p: { className?: string }) => React.ReactNode> = {
  youtube: YoutubeIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
};

export function ContactSocial({ section, links }: { section: { heading: string; intro: string }; links: SocialLink[] }) {
  return (
    <section aria-labelledby="social-title" className="bg-white py-20 sm:py-24">
      <div className="container-site">
        <div className="max-w-2xl">
          <p className="eyebrow">Social</p>
          <h2 id="social-title" className="mt-3 text-3xl font-medium sm:text-4xl">
            {section.heading}
          </h2>
          <p className="mt-4 text-lg text-ink-600">{section.intro}</p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-3">
          {links.map((s) => {
            const Brand = networkIcons[s.network];
            return (
              <li key={s.network}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="group flex h-full items-start gap-4 rounded-[var(--radius-card)] border border-line p-6 transition-colors hover:border-ink"
                >
                  <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-paper-2 text-ink transition-colors group-hover:bg-ink group-hover:text-white">
                    <Brand className="h-5 w-5" />
                  </span>
                  <span>
                    <span className="flex items-center gap-1 font-semibold text-ink">
                      {s.label}
                      <Icon name="ArrowUpRight" aria-hidden="true" className="h-4 w-4 text-ink-500" />
                    </span>
                    <span className="mt-1 block text-sm text-ink-600">{s.description}</span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
