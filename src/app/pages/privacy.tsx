// /privacy
import { legalPage } from '../templates/legal';

export default legalPage('privacy');
