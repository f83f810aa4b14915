// The hero's two buttons for a page key (see #content/hero-ctas). Loaded as a deferred block by the hero, so the
// map of every page's buttons is not in any page's first load: the server's HTML has the buttons at once, and a
// click before they hydrate is an ordinary link the browser follows.
import { heroButtons } from '#content/hero-ctas';
import { CtaLink } from './cta-link';

export function HeroButtons({ heroKey, home }: { heroKey?: string; home: boolean }) {
  const [primary, secondary] = heroButtons(heroKey);
  return (
    <div className={`mt-8 flex-wrap gap-3 ${home ? 'hidden sm:flex' : 'flex'}`}>
      {/* A button to a section of this page ("#showcase") is a plain link: the browser scrolls to it. */}
      <CtaLink cta={primary} dark />
      <CtaLink cta={secondary} dark />
    </div>
  );
}
