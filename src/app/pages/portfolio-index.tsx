import { portfolioIndex } from '../../content/portfolio';
import { heroOnlyRoute } from './hero-only';
export default heroOnlyRoute(portfolioIndex.hero, portfolioIndex.seo);
