// Brand marks for social links (paths from Simple Icons, CC0). lucide-react ships no brand icons.
import { siFacebook, siInstagram, siWhatsapp, siX, siYoutube } from 'simple-icons';

interface IconProps {
  className?: string;
}

function SimpleIcon({ path, className }: { path: string } & IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" className={className}>
      <path d={path} />
    </svg>
  );
}

export const FacebookIcon = (p: IconProps) => <SimpleIcon path={siFacebook.path} {...p} />;
export const InstagramIcon = (p: IconProps) => <SimpleIcon path={siInstagram.path} {...p} />;
export const YoutubeIcon = (p: IconProps) => <SimpleIcon path={siYoutube.path} {...p} />;
export const XIcon = (p: IconProps) => <SimpleIcon path={siX.path} {...p} />;
export const WhatsappIcon = (p: IconProps) => <SimpleIcon path={siWhatsapp.path} {...p} />;

export function LinkedinIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" className={className}>
      <path d="M4 2h16a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm1.6 7.4V19h3V9.4h-3Zm1.5-4.6a1.75 1.75 0 1 0 0 3.5 1.75 1.75 0 0 0 0-3.5ZM10.5 9.4V19h3v-5c0-1.4.5-2.5 2-2.5s1.8 1.2 1.8 2.6V19h3v-5.6c0-2.8-1.3-4.3-3.7-4.3-1.5 0-2.5.7-3 1.5V9.4h-3.1Z" />
    </svg>
  );
}
