// /services/all: the premium services overview.
import { servicesOverviewPage } from '../templates/services-overview';

export default servicesOverviewPage('all');
