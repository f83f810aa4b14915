// Helmet with a strict CSP: no inline executable script anywhere, so cached HTML needs no nonce.
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { Config } from '../env';

export const FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://my.matterport.com'];
const GA_SCRIPT = 'https://www.googletagmanager.com';
const GA_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'];

/** `styleHashes`: the CSP sources of the inline stylesheet every page carries in production (readInlineStyle), and of
 * the accent italic's face (readInlineFace). */
export function cspDirectives(config: Pick<Config, 'gaId' | 'dev' | 'secureCookies'>, styleHashes: string[] = []) {
  const ga = Boolean(config.gaId);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(ga ? [GA_SCRIPT] : [])],
    // Vite injects CSS through <style> tags during development only.
    styleSrc: ["'self'", ...styleHashes, ...(config.dev ? ["'unsafe-inline'"] : [])],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...(ga ? GA_CONNECT : [])],
    // data: for the accent italic, which pages with an accent word carry inside their head (readInlineFace).
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...(ga ? GA_CONNECT : []), ...(config.dev ? ['ws:', 'wss:'] : [])],
    frameSrc: FRAME_HOSTS,
    mediaSrc: ["'self'"],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: config.secureCookies ? [] : null,
  };
}

const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  `autoplay=(self "https://www.youtube-nocookie.com" "https://my.matterport.com")`,
  `fullscreen=(self "https://www.youtube-nocookie.com" "https://my.matterport.com")`,
  `xr-spatial-tracking=(self "https://my.matterport.com")`,
].join(', ');

export function securityHeaders(config: Config, styleHashes: string[] = []): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config, styleHashes) },
      strictTransportSecurity: config.secureCookies ? { maxAge: 63072000, includeSubDomains: true, preload: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
    }),
    (_req, res, next) => {
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      next();
    },
  ];
}
