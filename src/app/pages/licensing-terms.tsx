// /licensing-terms
import { legalPage } from '../templates/legal';

export default legalPage('licensing');
