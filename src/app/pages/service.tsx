// /services/{slug}: every service page of the registry.
import { servicePage } from '../templates/service';

export default servicePage();
