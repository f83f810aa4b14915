import { mediaHero, mediaSeo } from '../../content/info-pages';
import { heroOnlyRoute } from './hero-only';
export default heroOnlyRoute(mediaHero, mediaSeo);
