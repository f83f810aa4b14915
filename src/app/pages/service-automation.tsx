// /services/automation: the AI services page under the address the footer links, with its own hero buttons.
import { servicePage } from '../templates/service';

export default servicePage('automation');
