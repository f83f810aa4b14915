// /services/all: the premium services overview.
import { servicesOverviewPage } from '#app/templates/services-overview';

export default servicesOverviewPage('all');
