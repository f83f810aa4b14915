import { privacyHero, privacySeo, termsHero, termsSeo, licensingHero, licensingSeo } from '../../content/legal';
import { heroOnlyRoute } from './hero-only';
export const route = (v: 'privacy' | 'terms' | 'licensing') =>
  v === 'privacy' ? heroOnlyRoute(privacyHero, privacySeo) : v === 'terms' ? heroOnlyRoute(termsHero, termsSeo) : heroOnlyRoute(licensingHero, licensingSeo);
