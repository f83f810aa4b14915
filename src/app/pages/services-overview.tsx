// /services: the services overview.
import { servicesOverviewPage } from '#app/templates/services-overview';

export default servicesOverviewPage('overview');
