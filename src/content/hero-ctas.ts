// Each hero page key gives two call-to-action buttons (SPEC section 2, Hero banner).
import type { Cta } from './types';

const cta = (text: string, href: string, variant: Cta['variant']): Cta => ({ text, href, variant });

export const heroCtas = {
  home: [cta('Our Services', '/services', 'primary'), cta('View Portfolio', '/portfolio', 'secondary')],
  photography: [
    cta('View Photography Gallery', '/portfolio/photography', 'primary'),
    cta('Book a Photo Session', '/contact', 'secondary'),
  ],
  video: [cta('Watch Our Films', '/portfolio/video', 'primary'), cta('Plan Your Video', '/contact', 'secondary')],
  drone: [cta('See Aerial Work', '/portfolio/drone', 'primary'), cta('Book a Drone Shoot', '/contact', 'secondary')],
  matterport: [cta('Explore 3D Tours', '/portfolio/matterport', 'primary'), cta('Book a 3D Tour', '/contact', 'secondary')],
  editing: [cta('See Before & After', '/portfolio/editing', 'primary'), cta('Send Us Your Files', '/contact', 'secondary')],
  website: [cta('View Our Websites', '/portfolio/website-design', 'primary'), cta('Start Your Website', '/contact', 'secondary')],
  brand: [cta('View Apparel', '/portfolio/brand-apparel', 'primary'), cta('Request a Consultation', '/contact', 'secondary')],
  automation: [cta('See AI in Action', '/portfolio/ai-services', 'primary'), cta('Schedule a Demo', '/contact', 'secondary')],
  about: [cta('Our Services', '/services', 'primary'), cta('Work With Us', '/contact', 'secondary')],
  contact: [cta('Explore Services', '/services', 'primary'), cta('View Portfolio', '/portfolio', 'secondary')],
  blog: [cta('Our Services', '/services', 'primary'), cta('Contact Us', '/contact', 'secondary')],
  services: [cta('View Portfolio', '/portfolio', 'primary'), cta('Get a Quote', '/contact', 'secondary')],
  allServices: [cta('Get a Quote', '/contact', 'primary'), cta('View Portfolio', '/portfolio', 'secondary')],
  portfolio: [cta('Our Services', '/services', 'primary'), cta('Start a Project', '/contact', 'secondary')],
  privacy: [cta('Contact Us', '/contact', 'primary'), cta('Back to Home', '/', 'secondary')],
  terms: [cta('Contact Us', '/contact', 'primary'), cta('Back to Home', '/', 'secondary')],
  sitemap: [cta('Our Services', '/services', 'primary'), cta('Contact Us', '/contact', 'secondary')],
  'editing-portfolio': [
    cta('Start Editing Project', '/contact', 'primary'),
    cta('View Editing Services', '/services/editing', 'secondary'),
  ],
} satisfies Record<string, [Cta, Cta]>;

export type HeroKey = keyof typeof heroCtas;

/** An unknown key falls back to the home buttons. */
export function heroButtons(key: string | undefined): [Cta, Cta] {
  return (key && key in heroCtas ? heroCtas[key as HeroKey] : heroCtas.home) as [Cta, Cta];
}
