// Brand marks for social links, drawn from the same sprite (paths from Simple Icons, CC0, plus LinkedIn's,
// which Simple Icons no longer carries). lucide-react ships no brand icons.
import { brandIcon } from './sprite-icon';

export const FacebookIcon = brandIcon('facebook');
export const InstagramIcon = brandIcon('instagram');
export const YoutubeIcon = brandIcon('youtube');
export const XIcon = brandIcon('x');
export const WhatsappIcon = brandIcon('whatsapp');
export const LinkedinIcon = brandIcon('linkedin');
