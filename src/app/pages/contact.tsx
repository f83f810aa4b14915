import { hero, seo } from '../../content/contact';
import { heroOnlyRoute } from './hero-only';
export default heroOnlyRoute(hero, seo);
