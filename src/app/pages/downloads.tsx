import { downloadsHero, downloadsSeo } from '../../content/info-pages';
import { heroOnlyRoute } from './hero-only';
export default heroOnlyRoute(downloadsHero, downloadsSeo);
