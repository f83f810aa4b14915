import { vendorHero, vendorSeo } from '../../content/info-pages';
import { heroOnlyRoute } from './hero-only';
export default heroOnlyRoute(vendorHero, vendorSeo);
