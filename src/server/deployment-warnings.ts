// What a production start should say out loud: settings that leave the site working but wrong for the public.
import type { Config } from './env';

export function deploymentWarnings(config: Pick<Config, 'mode' | 'publicUrl' | 'sessionSecretSet' | 'github' | 'adminLogins'>): string[] {
  if (config.mode !== 'production') return [];
  const warnings: string[] = [];
  if (!config.publicUrl.startsWith('https://')) {
    warnings.push(
      `PUBLIC_URL is ${config.publicUrl}: canonical links, Open Graph URLs, the sitemap and the sign-in callback will point there. ` +
        'Set PUBLIC_URL to the site’s public https:// address.',
    );
  }
  if (!config.sessionSecretSet) warnings.push('SESSION_SECRET is not set: admin sessions end whenever the server restarts.');
  if (config.github && !config.adminLogins.length)
    warnings.push('GitHub sign-in is configured but ADMIN_GITHUB_LOGINS is empty: nobody can use the admin.');
  return warnings;
}
