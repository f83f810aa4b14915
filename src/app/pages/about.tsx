import { hero, seo } from '../../content/about';
import { heroOnlyRoute } from './hero-only';
export default heroOnlyRoute(hero, seo);
