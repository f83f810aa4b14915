// Copy for the blog list (/blog) and the blog's shared labels: the hero, SEO, the feed and a post's fixed sidebar.
import type { BlogPostMeta, PageHero, SeoFields } from './types';
import { paths } from '#shared/paths';

export const blogPage: {
  hero: PageHero;
  seo: SeoFields;
  allLabel: string;
  feedTitle: string;
  feedDescription: string;
} = {
  hero: {
    title: 'Insights & Stories',
    subtitle: 'The Northframe Journal',
    description:
      'Field notes from more than 5,000 GTA shoots: how to prepare a home for the camera, fly a drone legally over Toronto, stage an empty condo and launch a luxury listing.',
    image: 'etobicoke-bungalow-dusk',
    heroKey: 'blog',
  },
  seo: {
    title: 'Blog: Real Estate Photography & Marketing Insights',
    description:
      'Guides for Toronto agents from a studio with 5000+ shoots behind it: listing photography, equipment, drone rules, virtual staging and luxury marketing in the GTA.',
    keywords: [
      'real estate photography blog',
      'Toronto real estate marketing tips',
      'drone photography rules Toronto',
      'virtual staging Ontario',
      'luxury listing marketing GTA',
    ],
  },
  allLabel: 'All Posts',
  feedTitle: 'The Northframe Journal',
  feedDescription:
    'Real estate photography, video, drone and marketing advice for Toronto and GTA agents, from the Northframe Media studio.',
};

/** Blog post: every post shows these tags and this category list (each entry links to /blog). */
export const postTags = ['Photography', 'Real Estate', 'Equipment'] as const;
export const postSidebarCategories: BlogPostMeta['category'][] = ['Photography', 'Drone', 'Marketing', 'Technology'];

export const postPage = {
  backLabel: 'Back to Blog',
  shareHeading: 'Share this article',
  tagsHeading: 'Tags',
  categoriesHeading: 'Categories',
  relatedHeading: 'Related Articles',
  viewProfile: 'View Profile',
  cta: {
    heading: 'Ready to give your next listing this treatment?',
    body: 'Photography, video, drone and 3D tours booked in one visit and delivered in 24-48 hours anywhere in the GTA.',
    button: { text: 'Contact Us Today', href: paths.contact, variant: 'primary' as const },
  },
  notFound: {
    title: 'Post Not Found',
    message: "The blog post you're looking for doesn't exist or has been moved.",
    back: { text: 'Return to Blog', href: paths.blog },
  },
} as const;
