// What the site promises its visitors: the figures, counts and labels the product fixes, each written once.
// src/content/promises.test.ts checks the content modules against them; the behaviour suites and the browser
// journeys read labels from here instead of spelling them again. Everything else a test expects comes from the
// content modules and the registry. No runtime imports: the browser journeys load this file too.
import type { CitySlug, PortfolioSlug, ServiceSlug } from '#shared/catalog';

/** A label and where it leads. */
export type Button = readonly [label: string, href: string];

const contact = '/contact';
const getAQuote: Button = ['Get a Quote', contact];
const button = (label: string, href: string): Button => [label, href];
/** A list written on one line: items separated by " · ". */
const list = (items: string) => items.split(' · ');
const under = (base: string, slugs: string) => list(slugs).map((slug) => `${base}/${slug}`);

export const agency = {
  foundedYear: 2007,
  /** The stats tiles beside the years of experience (those are derived from the founding year). */
  figures: { properties: '5000+', clients: '700+', subscribers: '48K+' },
  ...{ statTiles: 4, clientLogos: 20, reviewsClaim: 'Trusted by 127+ Clients' },
  /** Where and when, as the contact page gives them. */
  ...{ contactLocation: 'Toronto, Ontario', weekdayHours: ['9:00 AM', '6:00 PM'], weekends: 'By appointment' },
} as const;

export const navigation = {
  entries: ['Home', 'Services', 'Portfolio', 'Projects', 'About', 'Blog', 'Contact'],
  allServices: 'All Services',
  allPortfolio: 'View All Portfolio',
  /** The Services and Portfolio menus list every registry row after their first entry. */
  registryRows: 8,
} as const;

export const hero = {
  keys: list(
    'home · photography · video · drone · matterport · editing · website · brand · automation · about · contact · blog · services · ' +
      'allServices · portfolio · privacy · terms · sitemap · editing-portfolio',
  ),
  /** The buttons the product names; an unknown key gets the home buttons. */
  buttons: {
    home: [button('Our Services', '/services'), button('View Portfolio', '/portfolio')],
    photography: [['View Photography Gallery'], ['Book a Photo Session', contact]],
  },
} as const;

export const home = {
  featuredProjects: 5,
  viewMoreProjects: ['View More Projects', '/projects'] as Button,
  serviceCards: 8,
  serviceCardLink: 'Learn more',
  serviceColumns: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  insights: { heading: 'Latest Insights', posts: 3, viewAll: ['View all blog posts', '/blog'] as Button },
} as const;

export const servicesOverview = {
  serviceCards: 8,
  industriesHeading: 'Industries We Serve',
  industries: ['Residential', 'Commercial', 'Real Estate Teams', 'Property Developers'],
  closing: { '/services': 'Start a Project', '/services/all': 'Contact Us' },
} as const;

export interface ServicePromise {
  packages?: number;
  featured: number;
  steps: number;
  faqs: number;
  /** The closing call to action: the primary button (to /contact), then the second one. */
  closing: readonly [primary: string, secondary: Button | string];
  related?: readonly (ServiceSlug | 'floor plans')[];
}

const listingCounts = { packages: 6, featured: 5, steps: 5, faqs: 6 } as const;
const page = (closing: ServicePromise['closing'], related?: ServicePromise['related']) => ({ ...listingCounts, closing, related });

export const servicePages: Record<ServiceSlug, ServicePromise> = {
  photography: page(['Book a Photoshoot', getAQuote]),
  video: page(['Start Your Video Project', getAQuote]),
  drone: page(['Book a Drone Shoot', getAQuote]),
  matterport: page(['Book a 3D Tour', getAQuote], ['photography', 'video', 'floor plans']),
  editing: {
    ...page(['Start Your Project', getAQuote], ['photography', 'video', 'drone']),
    packages: undefined,
    featured: 6,
    steps: 4,
    faqs: 5,
  },
  website: page(['Get Started Today', 'View Our Work'], ['photography', 'video', 'matterport']),
  brand: { ...page(['Request Brand Consultation', 'View Pricing'], ['video', 'drone', 'matterport']), packages: 4 },
  'ai-services': page(['Schedule a Demo', 'View Pricing'], ['photography', 'website', 'brand']),
};

/** The figures each service page's copy quotes. */
export const serviceFigures: Record<ServiceSlug, readonly string[]> = {
  photography: list('25-35 · 35-50+ · 3,000 sq ft · 1-2 hour · 2-3 hour · 2,500 sq ft · 24-48 hours · same-day'),
  video: list('7-10 business days · 72 hours · two rounds · 1.5-3 minutes'),
  drone: list('48-72 business hours · under 15 mph · Part 107'),
  matterport: list('1-3 hours · 24-48 hours · 5,000 sq ft · extra fee · 12 months · 2, 3 or 5 years · transfer'),
  editing: list('RAW · CR2 · NEF · ARW · DNG · JPEG · TIFF · MP4 · MOV · AVI · 24 hours · 12 hours · 6 hours'),
  website: list('$500-1,500 · 3-5 business days · $2,500 · $10,000+ · 2-4 weeks · 6-12 weeks · $15,000 · 12-20 weeks'),
  brand: [],
  'ai-services': list('24-48 hours · 85-92% · 2-3 weeks · 3-5 hours'),
};

export const serviceFaqContact: Button = ['Contact Us for More Information', contact];
export const relatedCards = 3;

export const matterportPage = {
  heroTitle: 'Virtual Tours',
  headings: { packages: 'Service Packages', featured: 'Featured Work', process: 'Our Process', faq: 'FAQ', related: 'Related Services' },
  viewAll: ['View Full Portfolio', '/portfolio/matterport'] as Button,
  popularBadge: 'Most Popular',
} as const;

export const editingPage = {
  breadcrumb: ['Home', 'Services', 'Professional Editing'],
  areaServed: 'Toronto',
  ...{ solutionsHeading: 'Editing Solutions', solutions: 6, processHeading: 'How It Works' },
  durations: ['30 minutes', '2-24 hours', '1 hour', 'Instant'],
  tiers: ['Basic', 'Professional', 'Premium'],
} as const;

/** The services that sell media for one listing; the others (editing, websites, apparel, AI) sell to the agent. */
export const listingMedia: readonly ServiceSlug[] = ['photography', 'video', 'drone', 'matterport'];

/** Brand shows its packages two to a row. */
export const twoColumnPackages: readonly ServiceSlug[] = ['brand'];

/** The sale results the testimonials claim. */
export const testimonialClaims = ['30%', '40%', '3 weeks'] as const;

export interface CategoryPromise {
  /** Items in the starting store; the hero's tags (drawn as chips on the matterport page), title, grid title, buttons. */
  items?: number;
  tags?: readonly string[];
  chips?: true;
  heroTitle?: string;
  showcaseTitle?: string;
  buttons?: readonly Button[];
  /** The service page the buttons also lead to. */
  service?: ServiceSlug;
}

export const portfolio = {
  categoryCards: 8,
  flagshipProjects: 4,
  closing: ['Start Your Project', contact] as Button,
  categories: {
    photography: { items: 2 },
    video: { items: 3, service: 'video' },
    drone: { items: 4, service: 'drone' },
    matterport: { items: 3, chips: true, tags: ['3D Tours', 'Virtual Reality', 'Interactive', 'Remote Viewing'], service: 'matterport' },
    editing: {
      ...{ heroTitle: 'Professional Editing Portfolio', showcaseTitle: 'Editing Showcase' },
      tags: list('HDR Enhancement · Color Correction · Virtual Staging · Sky Replacement'),
      buttons: [button('Start Editing Project', contact), button('View Services', '/services/editing')],
    },
    'website-design': {
      tags: list('Responsive · Mobile-First · Custom Code · Modern Design'),
      showcaseTitle: 'Website Design Showcase',
      service: 'website',
    },
    'brand-apparel': {
      ...{ tags: list('Custom Apparel · Brand Design · Premium Quality · Professional'), showcaseTitle: 'Brand Apparel Showcase' },
      buttons: [button('Design Your Brand Apparel', contact)],
    },
    'ai-services': {
      ...{ tags: list('AI Automation · Machine Learning · Efficiency · Innovation'), showcaseTitle: 'AI Solutions Showcase' },
      buttons: [button('Explore AI Solutions', contact)],
    },
  } satisfies Record<PortfolioSlug, CategoryPromise> as Record<PortfolioSlug, CategoryPromise>,
} as const;

export const projects = {
  heading: 'Notable Projects',
  cards: 8,
  /** Only the first project has a slug (the others are addressed by id); galleries show at most 12 images. */
  ...{ onlySlug: 'chelster-hall', galleryMax: 12 },
  breadcrumbRoot: 'Projects',
  back: ['Back to Projects', '/projects'] as Button,
  facts: ['Location', 'Completed', 'Property Size', 'Layout'],
  sections: ['Services Provided', 'The Challenge', 'The Result', 'Property Video Tour'],
} as const;

export const about = {
  hero: 'Vision and Excellence',
  sections: ['Who We Are', 'Our Mission', 'Our Vision', 'Meet Our Founder', 'Our Values', 'Our Journey'],
  highlights: ['Award-Winning Quality', 'Fast Turnaround', 'Cutting-Edge Technology'],
  values: ['Innovation', 'Excellence', 'Reliability', 'Creativity'],
  milestones: ['2007 Founded', '2012 First Drone Permit', '2016 3D Tours Launch', '2019 AI Integration', '2023 Industry Recognition'],
  closing: 'Start a Project',
} as const;

/** The title of the 404 page for an unknown value of each kind of route parameter, and for any other address. */
export const notFoundTitles = {
  ...{ service: 'Service Not Found', portfolio: 'Portfolio Category Not Found', project: 'Project Not Found' },
  ...{ post: 'Post Not Found', city: 'City Not Found', page: 'Page Not Found' },
} as const;

export const blog = {
  ...{ hero: 'Insights & Stories', allPosts: 'All Posts', searchPlaceholder: 'Search articles...', readMore: 'Read More' },
  empty: ['No articles found', 'Try adjusting your search or filter criteria', 'Reset Filters'],
  slugs: list(
    'ultimate-guide-real-estate-photography-toronto · essential-photography-equipment · drone-photography-best-practices · ' +
      'virtual-staging-trends · marketing-luxury-properties',
  ),
  categories: ['Photography', 'Drone', 'Technology', 'Marketing'],
  readMinutes: [5, 15],
  post: {
    ...{
      back: button('Back to Blog', '/blog'),
      closing: button('Contact Us Today', contact),
      authorProfile: button('View Profile', '/about'),
    },
    ...{ tags: list('Photography · Real Estate · Equipment'), sidebarCategories: list('Photography · Drone · Marketing · Technology') },
    share: ['Share on Facebook', 'Share on X', 'Share on LinkedIn', 'Copy link'],
    ...{ related: 2, copiedForMs: 2000 },
  },
  notFound: {
    title: notFoundTitles.post,
    message: "The blog post you're looking for doesn't exist or has been moved.",
    back: ['Return to Blog', '/blog'] as Button,
  },
} as const;

export const contactPage = { hero: "Let's Create Together", socialNetworks: ['youtube', 'facebook', 'instagram'] } as const;

export const legal = { licensingSections: 10, licensingUpdated: 'January 2024', licensingHours: 'Monday to Friday, 9AM-6PM EST' } as const;

const sitemapServices = 'photography · video · drone · matterport · automation · editing · website · brand';
const sitemapCategories = 'photography · video · drone · matterport · editing · website-design · brand-apparel · ai-services';
export const sitemapPage: readonly (readonly [title: string, hrefs: readonly string[]])[] = [
  ['Main Pages', ['/', '/about', '/projects', '/blog', '/contact']],
  ['Services', ['/services/all', ...under('/services', sitemapServices)]],
  ['Portfolio', ['/portfolio', ...under('/portfolio', sitemapCategories)]],
  ['Featured Projects', ['/projects', '/projects/chelster-hall']],
  ['Legal', ['/privacy', '/terms', '/sitemap']],
];

export const informationPages = {
  learnTopics: list(
    'Photography Fundamentals · Lighting Techniques · Staging Tips · Equipment Guide · Business Development · Industry Trends',
  ),
  comingSoon: 'Coming Soon',
  downloadGroups: 3,
  vendorCategories: { 'Home Staging': '12+', 'Contractors & Renovations': '8+', 'Interior Design': '6+', 'Real Estate Services': '15+' },
  becomeAPartner: 'Become a Partner',
  mediaSections: ['Press Releases', 'Awards', 'Media Coverage', 'Media Contact'],
} as const;

export const reviews = { count: 6, stars: 5, googleLink: 'View Google Reviews' } as const;

export const faqPage = {
  questions: 18,
  categories: ['General', 'Photography', 'Video', 'Drone', 'Matterport', 'Pricing'],
  contact: ['Contact Us', contact] as Button,
  figures: [
    ...list('25-40 images · 48-72 hours · 60-90 seconds · 2-3 minutes · 2-3 hours · custom by quote · Net 30 · under 15 mph'),
    ...list('FAA Part 107 · Transport Canada · 12 months · 2, 3 or 5-year · transferred · 2-4 hours · Mon-Fri 9AM-6PM EST'),
  ],
} as const;

export const cityPages = {
  services: ['photography', 'video', 'drone', 'matterport'] as readonly ServiceSlug[],
  neighbourhoods: 12,
  torontoNeighbourhoods: 17,
  tiles: 4,
  /** The first three tiles' figures, city by city. */
  tileFigures: Object.fromEntries(
    list(
      'toronto 500+ 24hr 150+ · oakville 200+ $5M+ 95% · hamilton 300+ 48hr 85+ · mississauga 400+ 24hr 120+ · brampton 350+ 48hr 90+ · ' +
        'burlington 180+ $1.2M+ 98% · milton 250+ 72hr 60+ · markham 220+ $2.1M+ 96% · vaughan 280+ $1.8M+ 94% · richmond-hill 160+ $2.5M+ 98%',
    ).map((city) => [city.split(' ')[0], city.split(' ').slice(1)]),
  ) as Record<CitySlug, string[]>,
} as const;

export const search = { noResults: 'No results found', prompt: 'What are you looking for?' } as const;
/** What a head may hold before search results cut it. */
export const headLimits = { title: 70, description: 170 } as const;

export const admin = {
  ...{ checking: 'Checking authentication...', loading: 'Loading portfolio data...', greeting: 'Welcome back, ' },
  signInRequired: ['Authentication Required', 'You must be logged into GitHub to access the admin panel', 'Refresh Page'],
  ...{ tabs: { manage: 'Manage Items', add: 'Add New', edit: 'Edit Item' }, empty: 'No items found for this service.' },
  ...{ upload: 'Upload', cancel: 'Cancel', confirmDelete: 'Are you sure you want to delete this item?' },
  fields: { title: 'Title *', type: 'Type *', description: 'Description *', category: 'Category/Tag', specs: 'Specifications' },
  source: {
    ...{ image: list('Image URL * · Image URL or path'), video: list('YouTube Video ID * · e.g., dQw4w9WgXcQ') },
    embed: list('Embed Code * · Paste iframe code here'),
  },
  toasts: {
    ...{
      missing: list('Missing fields · Please fill in all required fields'),
      uploaded: list('Upload successful · Image uploaded and ready to use.'),
    },
    uploadFailed: list('Upload failed · There was an error uploading your file.'),
    ...{ added: 'Item added', updated: 'Item updated', deleted: 'Item deleted' },
    loggedOut: ['Logged out', 'Please refresh the page to log out from GitHub.'],
  },
} as const;
