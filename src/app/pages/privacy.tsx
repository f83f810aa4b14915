// /privacy
import { legalPage } from '#app/templates/legal';

export default legalPage('privacy');
