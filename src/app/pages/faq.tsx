import { faqPage } from '../../content/faq';
import { heroOnlyRoute } from './hero-only';
export default heroOnlyRoute(faqPage.hero, faqPage.seo);
