// The blocks that sit below the fold wherever they appear, deferred (see lib/deferred): their code is not in
// the first load, and each hydrates when it nears the viewport. Pages import these instead of the modules.
import { deferred } from '../lib/deferred';

export const Footer = deferred(() => import('./layout/footer').then((m) => m.Footer));
export const CtaBand = deferred(() => import('./sections/cta-band').then((m) => m.CtaBand));
export const MediaGrid = deferred(() => import('./media/media-grid').then((m) => m.MediaGrid));
export const FaqSection = deferred(() => import('./sections/faq-section').then((m) => m.FaqSection));
export const Testimonial = deferred(() => import('./sections/testimonial').then((m) => m.Testimonial));
export const PackageGrid = deferred(() => import('./sections/package-grid').then((m) => m.PackageGrid));
export const ProcessTimeline = deferred(() => import('./sections/process-timeline').then((m) => m.ProcessTimeline));
export const RelatedServices = deferred(() => import('./sections/related-services').then((m) => m.RelatedServices));
export const SolutionsGrid = deferred(() => import('./sections/solutions-grid').then((m) => m.SolutionsGrid));
