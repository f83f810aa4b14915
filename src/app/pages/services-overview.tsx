// /services: the services overview.
import { servicesOverviewPage } from '../templates/services-overview';

export default servicesOverviewPage('overview');
