// /services/{slug}: every service page of the registry.
import { servicePage } from '#app/templates/service';

export default servicePage();
