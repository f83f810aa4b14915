// The About page's built-in content (/about): the seed of its content record (src/shared/content/about-page.ts).
// Once the owner publishes it in /admin, the page shows the store's record instead. {years} and {founder} are
// filled in as the page renders.
import type { AboutPage } from '#shared/content/about-page';
import { fillTokens } from '#shared/content/tokens';
import { contentTokens, site } from './site';

const PROPERTIES = site.stats.properties;
const CLIENTS = site.stats.clients;

export const aboutSeed: AboutPage = {
  seo: {
    title: 'About Northframe Media | Toronto Real Estate Media Since 2007',
    description:
      'Meet the Toronto studio behind 5000+ property shoots: founded in 2007 by Marcus Bennett, serving 700+ agents, teams and developers across the GTA.',
    keywords: [
      'about Northframe Media',
      'Toronto real estate photographer',
      'Marcus Bennett photographer',
      'real estate media company GTA',
      'property marketing studio Toronto',
    ],
  },
  hero: {
    title: 'Vision and Excellence',
    subtitle: 'Our Story',
    description: 'Helping Toronto agents win listings and sell them faster for {years} years, one carefully composed frame at a time.',
    image: 'liberty-village-office-diagonal',
  },
  whoWeAre: {
    heading: 'Who We Are',
    paragraphs: [
      'Northframe Media is a Toronto real estate media studio of photographers, videographers, licensed drone pilots, 3D-tour technicians and editors. We work for individual agents, high-volume teams, brokerages, builders and commercial landlords from Hamilton to Markham.',
      "We know how listings are won: sellers compare agents by the marketing they see, and buyers decide in seconds which homes to book. So we plan every shoot around the property's best features, the time of day the light is kindest and the platforms where it will be seen — MLS®, social media, print and the agent's own site.",
    ],
  },
  highlights: [
    {
      title: 'Award-Winning Quality',
      description:
        'Recognised by our industry for listing photography and video, and held to the same standard on a downtown condo as on a $5M estate.',
      icon: 'Award',
    },
    {
      title: 'Fast Turnaround',
      description:
        'Edited photos in 24-48 hours, with same-day delivery when a listing cannot wait. Most shoots take just 2-3 hours on site.',
      icon: 'Zap',
    },
    {
      title: 'Cutting-Edge Technology',
      description:
        'Full-frame cameras, licensed drones, Matterport Pro scanners and AI-assisted editing, all kept current so your listings never look dated.',
      icon: 'Cpu',
    },
  ],
  mission: {
    heading: 'Our Mission',
    text: 'To give every Toronto listing — whatever its price — the kind of imagery that makes buyers stop, look closer and book a showing, delivered quickly and priced fairly so agents can market every property the way they would market their best one.',
  },
  vision: {
    heading: 'Our Vision',
    text: "To be the GTA's most trusted partner in property marketing: the studio agents call first because our work consistently helps them win listings, sell faster and build brands that last well beyond a single sale.",
  },
  founder: {
    heading: 'Meet Our Founder',
    bio: [
      '{founder} picked up a camera while studying architecture in Toronto and never put it down. After years assisting commercial photographers on hotel and condo-developer campaigns, he founded Northframe Media in 2007, convinced that resale listings deserved the same care as glossy pre-construction brochures.',
      "Marcus still shoots every week — usually the twilight exteriors and the tricky ones with floor-to-ceiling windows. He holds an advanced drone pilot certificate, trains each new photographer personally and spends his spare time walking Toronto's ravines looking for the next great angle on the skyline.",
    ],
    // A frame of his work rather than a drawn likeness: the demo has renders of properties, not of people.
    image: 'chelster-hall-twilight-east',
    imageAlt:
      'A twilight exterior by {founder}: Chelster Hall from the east at blue hour, every window of the red-brick front lit behind black shutters, a lantern under the white portico and three lit dormers between dark trees',
  },
  valuesSection: {
    heading: 'Our Values',
    intro: 'The principles behind every shoot, edit and delivery.',
  },
  values: [
    {
      title: 'Innovation',
      description:
        'We were early to drone, 3D tours and AI-assisted editing in Toronto, and we keep testing new tools so agents get them before the competition does.',
      icon: 'Lightbulb',
    },
    {
      title: 'Excellence',
      description:
        'Straight verticals, true colours, clean windows and no clutter. Every image is checked by an editor before it reaches you.',
      icon: 'Gem',
    },
    {
      title: 'Reliability',
      description:
        'We arrive on time, deliver when we say we will and answer e-mails within 2-4 hours. Listing dates are not negotiable, so our deadlines are not either.',
      icon: 'ShieldCheck',
    },
    {
      title: 'Creativity',
      description:
        'Every property has a story, from a heritage Annex semi to a glass penthouse on the waterfront. We find the angle, light and mood that tells it best.',
      icon: 'Palette',
    },
  ],
  journeySection: {
    heading: 'Our Journey',
    intro: "From a one-photographer studio to one of the GTA's busiest real estate media teams.",
  },
  milestones: [
    {
      year: '2007',
      title: 'Founded',
      description:
        'Marcus Bennett opens Northframe Media in a shared studio on Queen Street East, shooting listings for a handful of Leslieville agents.',
    },
    {
      year: '2012',
      title: 'First Drone Permit',
      description:
        'Transport Canada grants our first Special Flight Operations Certificate, and aerial views of lots, lakefronts and neighbourhoods join our listing packages.',
    },
    {
      year: '2016',
      title: '3D Tours Launch',
      description:
        'Matterport 3D tours join the line-up, letting out-of-town and overseas buyers walk through Toronto homes from anywhere.',
    },
    {
      year: '2019',
      title: 'AI Integration',
      description:
        'AI-assisted editing, virtual staging and listing automation cut turnaround times while keeping every image reviewed by a person.',
    },
    {
      year: '2023',
      title: 'Industry Recognition',
      description: 'Our listing photography and video are recognised by our peers, and our YouTube channel passes 40,000 subscribers.',
    },
  ],
  stats: [
    {
      number: '{years}+',
      label: 'Years in Business',
      description: 'Serving Toronto agents since 2007.',
    },
    {
      number: PROPERTIES,
      label: 'Properties Shot',
      description: 'Across the Greater Toronto Area.',
    },
    {
      number: CLIENTS,
      label: 'Active Clients',
      description: 'Agents, teams, brokerages and developers.',
    },
    {
      number: '24-48h',
      label: 'Standard Turnaround',
      description: 'Edited photos ready for your listing.',
    },
  ],
  cta: {
    heading: 'Ready to make your next listing stand out?',
    text: 'Tell us about the property and your listing date. We will recommend the right mix of photography, video, drone and 3D and send a custom quote.',
    button: 'Start a Project',
  },
};

/** The seed as the page shows it, its {years} and {founder} filled in (for the checks on the copy). */
export const aboutPage = (): AboutPage => fillTokens(aboutSeed, contentTokens());
