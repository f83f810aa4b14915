import { reviewsPage } from '../../content/reviews';
import { heroOnlyRoute } from './hero-only';
export default heroOnlyRoute(reviewsPage.hero, reviewsPage.seo);
