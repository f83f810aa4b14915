import { projectsPage } from '../../content/projects';
import { heroOnlyRoute } from './hero-only';
export default heroOnlyRoute(projectsPage.hero, projectsPage.seo, '/projects');
