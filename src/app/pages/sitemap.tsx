import { hero, seo } from '../../content/sitemap-page';
import { heroOnlyRoute } from './hero-only';
export default heroOnlyRoute(hero, seo);
