// Each hero page key gives two call-to-action buttons.
import type { Cta } from './types';
import { paths } from '#shared/paths';

const cta = (text: string, href: string, variant: Cta['variant']): Cta => ({ text, href, variant });

const pageHeroes = {
  home: [cta('Our Services', paths.services, 'primary'), cta('View Portfolio', paths.portfolio, 'secondary')],
  photography: [
    cta('View Photography Gallery', paths.portfolioCategory('photography'), 'primary'),
    cta('Book a Photo Session', paths.contact, 'secondary'),
  ],
  video: [cta('Watch Our Films', paths.portfolioCategory('video'), 'primary'), cta('Plan Your Video', paths.contact, 'secondary')],
  drone: [cta('See Aerial Work', paths.portfolioCategory('drone'), 'primary'), cta('Book a Drone Shoot', paths.contact, 'secondary')],
  matterport: [
    cta('Explore 3D Tours', paths.portfolioCategory('matterport'), 'primary'),
    cta('Book a 3D Tour', paths.contact, 'secondary'),
  ],
  editing: [
    cta('See Before & After', paths.portfolioCategory('editing'), 'primary'),
    cta('Send Us Your Files', paths.contact, 'secondary'),
  ],
  website: [
    cta('View Our Websites', paths.portfolioCategory('website-design'), 'primary'),
    cta('Start Your Website', paths.contact, 'secondary'),
  ],
  brand: [
    cta('View Apparel', paths.portfolioCategory('brand-apparel'), 'primary'),
    cta('Request a Consultation', paths.contact, 'secondary'),
  ],
  automation: [
    cta('See AI in Action', paths.portfolioCategory('ai-services'), 'primary'),
    cta('Schedule a Demo', paths.contact, 'secondary'),
  ],
  about: [cta('Our Services', paths.services, 'primary'), cta('Work With Us', paths.contact, 'secondary')],
  contact: [cta('Explore Services', paths.services, 'primary'), cta('View Portfolio', paths.portfolio, 'secondary')],
  blog: [cta('Our Services', paths.services, 'primary'), cta('Contact Us', paths.contact, 'secondary')],
  services: [cta('View Portfolio', paths.portfolio, 'primary'), cta('Get a Quote', paths.contact, 'secondary')],
  allServices: [cta('Get a Quote', paths.contact, 'primary'), cta('View Portfolio', paths.portfolio, 'secondary')],
  portfolio: [cta('Our Services', paths.services, 'primary'), cta('Start a Project', paths.contact, 'secondary')],
  privacy: [cta('Contact Us', paths.contact, 'primary'), cta('Back to Home', paths.home, 'secondary')],
  terms: [cta('Contact Us', paths.contact, 'primary'), cta('Back to Home', paths.home, 'secondary')],
  sitemap: [cta('Our Services', paths.services, 'primary'), cta('Contact Us', paths.contact, 'secondary')],
  'editing-portfolio': [
    cta('Start Editing Project', paths.contact, 'primary'),
    cta('View Editing Services', paths.service('editing'), 'secondary'),
  ],
} satisfies Record<string, [Cta, Cta]>;

/** A service key's buttons on that service's portfolio page, where the first one would lead to the page itself:
 * there it scrolls to the page's showcase instead. */
function onPortfolioPage([gallery, second]: [Cta, Cta]): [Cta, Cta] {
  return [{ ...gallery, href: '#showcase' }, second];
}

export const heroCtas = {
  ...pageHeroes,
  'photography-portfolio': onPortfolioPage(pageHeroes.photography),
  'video-portfolio': onPortfolioPage(pageHeroes.video),
  'drone-portfolio': onPortfolioPage(pageHeroes.drone),
  'matterport-portfolio': onPortfolioPage(pageHeroes.matterport),
  'website-portfolio': onPortfolioPage(pageHeroes.website),
  'brand-portfolio': onPortfolioPage(pageHeroes.brand),
  'automation-portfolio': onPortfolioPage(pageHeroes.automation),
} satisfies Record<string, [Cta, Cta]>;

export type HeroKey = keyof typeof heroCtas;

/** An unknown key falls back to the home buttons. */
export function heroButtons(key: string | undefined): [Cta, Cta] {
  return key && key in heroCtas ? heroCtas[key as HeroKey] : heroCtas.home;
}
