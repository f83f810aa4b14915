import { learnHero, learnSeo } from '../../content/info-pages';
import { heroOnlyRoute } from './hero-only';
export default heroOnlyRoute(learnHero, learnSeo);
