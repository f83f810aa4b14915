// Blocks made only of links, deferred wherever they appear (see lib/deferred): a link works before its block has
// hydrated, so their code stays out of the first load even when they sit above the fold, as a hero's breadcrumb does.
import { deferred } from '../lib/deferred';

export const BreadcrumbTrail = deferred(() => import('./sections/breadcrumb-trail').then((m) => m.BreadcrumbTrail));
// A call-to-action button outside the hero (a section's "View all", the contact page's WhatsApp and e-mail buttons).
export const CtaLink = deferred(() => import('./sections/cta-link').then((m) => m.CtaLink));
