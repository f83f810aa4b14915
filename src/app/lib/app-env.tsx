// What the server tells the React tree about this deployment, identical on both sides of hydration.
import { createContext, useContext } from 'react';
import { defaultContact, type ContactChannels } from '#content/site';

export interface AppAssets {
  /** Stylesheets linked in the head (hashed in production). */
  styles: string[];
  /** The client entry module. */
  entry: string;
  /** The one script in the HTML (src/app/boot.ts): it starts the entry once the hero image is on screen. */
  boot: string;
  /** The chunks the entry imports, each after those it imports itself: boot.ts runs them in this order before it. */
  entryImports: string[];
}

export interface AppEnv {
  publicUrl: string;
  gaId?: string;
  dev: boolean;
  assets: AppAssets;
  /** The WhatsApp number and e-mail address requests go to (CONTACT_WHATSAPP, CONTACT_EMAIL); site.ts's when absent. */
  contact?: ContactChannels;
}

/** The JSON block the client boots from: deployment facts plus the router's hydration data. */
export interface BootPayload {
  env: AppEnv;
  router: { loaderData: unknown; actionData: unknown; errors: unknown };
}

export const BOOT_ELEMENT_ID = '__boot';
/** The JSON list boot.ts reads: the modules to run and the chunks to preload once the hero has arrived. */
export const MODULES_ELEMENT_ID = '__modules';

/** The key of the inline stylesheet (production), a React style resource: the server writes it as
 * `<style data-href="__css">`, and the browser reads its text back from there, so hydration matches. */
export const STYLE_HREF = '__css';

/** The key of the accent italic's inline face (production, pages whose hero has an accent word), read back likewise. */
export const ACCENT_FACE_HREF = '__accent-face';

/** The attribute of the hero's phone <source> when its image is inside the page: the file's own URL. */
export const INLINE_IMAGE_ATTR = 'data-inline';

/** `modulesJson`, `inlineCss`, `accentFaceCss` and `inlineImage`'s answer are made by the server and read back from the
 * page by the browser, so hydration matches without the browser's JavaScript carrying them. */
export const AppEnvContext = createContext<{
  env: AppEnv;
  bootJson: string;
  modulesJson?: string;
  inlineCss?: string;
  accentFaceCss?: string;
  /** Production: a built image's URL → its data: URL, when the page carries that image inside it (the phone hero). */
  inlineImage?: (url: string) => string | undefined;
} | null>(null);

export function useAppEnv() {
  const value = useContext(AppEnvContext);
  if (!value) throw new Error('AppEnvContext is missing');
  return value;
}

/** Where requests go on this deployment (CONTACT_WHATSAPP, CONTACT_EMAIL), or the site's own when not set. */
export function useContact(): ContactChannels {
  return useAppEnv().env.contact ?? defaultContact;
}
