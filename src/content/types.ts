// Shared shapes of the site's built-in content. Content modules import these types; pages render them. No JSX here.
import type { CitySlug } from '#shared/catalog';
import type { PortfolioItem } from '#shared/portfolio-item';

/** Name of an image in src/content/image-manifest.json (built by `npm run images`). */
export type ImageName = string;

/** Name of a lucide-react icon, in PascalCase, e.g. "Camera". Resolved by src/app/components/ui/icon.tsx. */
export type IconName = string;

/** A link the site renders. `href` is a site path ("/contact") or an in-page anchor ("#packages"). */
export interface Cta {
  text: string;
  href: string;
  variant: 'primary' | 'secondary';
}

export interface ServiceCard {
  title: string;
  description: string;
  href: string;
  icon: IconName;
  showButton: boolean;
  /** The photograph on /services. */
  image?: ImageName;
  /** The photograph on /services/all: another frame of the same service, so the two pages do not repeat each other. */
  allImage?: ImageName;
}

export interface ServicePackage {
  title: string;
  description: string;
  icon: IconName;
  features: string[];
  popular?: boolean;
  /** Optional price line, e.g. "From $1,500" — only where the agency publishes a figure. */
  price?: string;
}

export interface ProcessStep {
  title: string;
  description: string;
  icon: IconName;
  /** Only on the editing page, e.g. "30 minutes". */
  duration?: string;
}

export interface FaqItem {
  question: string;
  answer: string;
  category?: string;
}

export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  service: string;
}

export interface Review {
  id: number;
  name: string;
  rating: number;
  date: string;
  text: string;
  service: string;
  /** The reviewer's title and brokerage, e.g. "Broker of Record, Harbourline Realty". */
  role?: string;
}

export interface Stat {
  number: string;
  label: string;
  description: string;
}

export interface ClientLogo {
  name: string;
  /** Path under /logos/, e.g. "/logos/harbourline-realty.svg". */
  logo: string;
}

export interface RelatedService {
  title: string;
  description: string;
  href: string;
  icon: IconName;
}

export interface SolutionBlock {
  title: string;
  description: string;
  icon: IconName;
  points?: string[];
}

export interface ProjectDetail {
  title: string;
  location: string;
  completedDate: string;
  propertyType: string;
  area: string;
  bedrooms: string;
  description: string;
  challenges: string;
  services: string[];
  results: string;
  heroImage: ImageName;
  gallery: GalleryImage[];
  /** YouTube id of the property video tour. */
  videoId: string;
}

export interface GalleryImage {
  id: string;
  title: string;
  description: string;
  type: 'image';
  src: ImageName;
  thumbnail?: ImageName;
  /** What the photograph shows; the title stands in when there is none. */
  alt?: string;
}

/** A notable project: card fields plus its detail page. */
export interface Project extends PortfolioItem {
  detail: ProjectDetail;
  /**
   * Which gallery photographs stand for the project in cards on other pages, one per page and none shown by
   * another card (see project-cards.ts), so the gallery keeps its own order.
   */
  cardFrames: ProjectCardFrames;
  /** The head's title or description, where the ones built from the card would not fit search results. */
  seo?: Partial<HeadText>;
}

/** The gallery photographs a project's cards show: on the home page, in More Projects (by distance) and on /projects. */
export interface ProjectCardFrames {
  home: ImageName;
  moreProjects: readonly [ImageName, ImageName, ImageName];
  grid: ImageName;
}

export interface FlagshipProject {
  title: string;
  description: string;
  image: ImageName;
  /** What the image shows (the title names the project, not the picture). */
  alt: string;
  services: string[];
}

export interface PortfolioCategoryCard {
  title: string;
  icon: IconName;
  href: string;
  description?: string;
  image?: ImageName;
}

// ---- Blog -----------------------------------------------------------------

export type BlogBlock =
  | { type: 'heading'; text?: string; content?: string }
  | { type: 'paragraph'; text?: string; content?: string }
  | { type: 'image'; src: ImageName; caption?: string; alt?: string }
  | { type: 'highlight'; text?: string; content?: string }
  | { type: 'quote'; text: string; author?: string }
  | { type: 'list'; items: string[] };

export interface BlogAuthor {
  name: string;
  role: string;
  image?: ImageName;
}

/** What the list, cards and related posts need: no body, so the list never ships every article. */
export interface BlogPostMeta {
  slug: string;
  title: string;
  excerpt: string;
  /** Display text, e.g. "March 12, 2026". */
  date: string;
  /** ISO date for structured data and sitemap, e.g. "2026-03-12". */
  isoDate: string;
  category: 'Photography' | 'Drone' | 'Technology' | 'Marketing';
  image: ImageName;
  /** What the lead photograph shows (its alt text on the post and in the social card). */
  imageAlt: string;
  /**
   * Photographs from the article's own figures, shown in turn on its cards away from /blog (the home page, related
   * articles on other posts), so the hero is not on every page that links to the post. posts.test.ts checks that
   * each is a figure of the article.
   */
  cardImages?: ImageName[];
  /** The photograph behind the post's title; the blog's own hero when absent. */
  heroImage?: ImageName;
  readTime?: string;
  author?: BlogAuthor;
  /** The head's title or description, where the visible title or excerpt would not fit search results. */
  seo?: Partial<HeadText>;
}

export interface BlogPost extends BlogPostMeta {
  content: BlogBlock[];
}

// ---- Cities ---------------------------------------------------------------

export interface CityStat {
  value: string;
  label: string;
}

export interface City {
  slug: CitySlug;
  name: string;
  region: string;
  seo: { title: string; description: string; keywords: string[] };
  heroTitle: string;
  heroDescription: string;
  intro: string;
  neighbourhoods: string[];
  marketExpertise: string[];
  /** Exactly 4 tiles: properties, turnaround/price, agents/rate …. */
  stats: [CityStat, CityStat, CityStat, CityStat];
  /** The hero's background (decorative). */
  image: ImageName;
  /** The photograph beside "What sells": its alt names the place only where the property really is in this city. */
  photo: { image: ImageName; alt: string };
}

// ---- Page SEO -------------------------------------------------------------

/** What a page's head says in search results and link previews. */
export interface HeadText {
  title: string;
  description: string;
}

export interface SeoFields {
  title: string;
  description: string;
  keywords: string[];
}

// ---- Page hero --------------------------------------------------------------

/** Copy and imagery for the shared hero banner. */
export interface PageHero {
  /** A vertical bar "|" marks where the banner may break the line; it renders as a space. */
  title: string;
  subtitle: string;
  description: string;
  image: ImageName;
  /** Selects the banner's two fixed call-to-action buttons; an unknown or missing key gets the home buttons. */
  heroKey?: string;
  compact?: boolean;
}
