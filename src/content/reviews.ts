// The six hard-coded reviews on /reviews. Reviewers and brokerages are fictional; the results they
// quote (30% more showings, 40% more inquiries, sold in 3 weeks) are the agency's published testimonial claims.
import { site } from './site';
import type { PageHero, Review, SeoFields } from './types';

export const reviews: Review[] = [
  {
    id: 1,
    name: 'Gurpreet Sandhu',
    role: 'Broker of Record, Harbourline Realty',
    rating: 5,
    date: 'February 18, 2026',
    service: 'Photography',
    text: 'We moved our whole brokerage to Northframe for listing photography last spring. Our semi-detached listings in Leslieville and Riverdale now get about 30% more showings in the first week, and the photos arrive the next morning without fail. The window views are always balanced and the colour is accurate, so buyers are never disappointed when they walk in.',
  },
  {
    id: 2,
    name: 'Farid Haddad',
    role: 'Sales Representative, Kingsway & Vale Realty',
    rating: 5,
    date: 'January 9, 2026',
    service: 'Video',
    text: "The 2-minute video Northframe made for a four-bedroom on a quiet Etobicoke crescent was the best marketing piece I have had in twelve years. It walked the house in order, ended on the backyard at dusk, and the vertical cut had more views than anything else I've posted. We had multiple offers and the house sold in 3 weeks.",
  },
  {
    id: 3,
    name: 'Sophie Tremblay',
    role: 'Team Lead, Lakeshore Crest Realty Group',
    rating: 5,
    date: 'November 24, 2025',
    service: 'Matterport',
    text: 'We add a Matterport tour to every listing over $1M now. Our Oakville listings with a tour got 40% more inquiries than the ones without, and a lot of those inquiries come from buyers relocating from out of province who have already walked through the house three or four times. Hosting transfers to the buyer on closing, and sellers like that.',
  },
  {
    id: 4,
    name: 'Stefan Kowalski',
    role: 'Broker, Maplegate Properties',
    rating: 5,
    date: 'October 3, 2025',
    service: 'Drone',
    text: 'Our Kleinburg estate backed onto the Humber ravine, and ground-level photos could not show it. The drone crew waited for calm air, flew the lot at golden hour, and the aerials let buyers see two acres, the pool and the tree line in one frame. Showings doubled the weekend the new photos went up.',
  },
  {
    id: 5,
    name: 'Hannah Whitfield',
    role: 'Sales Representative, Escarpment Lane Realty',
    rating: 5,
    date: 'August 21, 2025',
    service: 'Photography & Drone',
    text: 'Most of my Hamilton clients are buyers from Toronto, so the listing photos are their first look at the city as well as the house. Northframe captured the original woodwork in a 1912 Kirkendall home beautifully and added an aerial toward the Escarpment. Inquiries were up by around 40% compared with my previous listing on the same street.',
  },
  {
    id: 6,
    name: 'Kevin Chau',
    role: 'Director of Sales, Parkview Row Developments',
    rating: 5,
    date: 'June 12, 2025',
    service: 'Photography, Video & Matterport',
    text: 'We used Northframe for a 28-unit townhouse release in Markham: model-suite photography, a launch video and Matterport tours of three floor plans. Registrations rose about 30% over our last release, and the sales team still uses the tours with buyers who cannot visit the presentation centre. Net 30 billing made the paperwork simple.',
  },
];

export const reviewsPage: {
  hero: PageHero;
  seo: SeoFields;
  trustedBy: string;
  googleReviewsLabel: string;
  googleReviewsHref: string;
} = {
  hero: {
    title: 'Client Reviews',
    subtitle: 'What agents and brokers say about working with us',
    description:
      'Real estate professionals across the GTA trust Northframe Media with their listings. Here is what they say about the photos, films and 3D tours we deliver, and the results they see.',
    image: 'oakville-estate-dining-west',
  },
  seo: {
    title: 'Client Reviews | Northframe Media Real Estate Photography Toronto',
    description:
      'Five-star reviews from GTA agents, brokers and developers on Northframe Media real estate photography, video, drone and Matterport 3D tours.',
    keywords: [
      'Northframe Media reviews',
      'Toronto real estate photographer reviews',
      'real estate video testimonials GTA',
      'Matterport tour reviews Toronto',
      'best listing photographer Toronto',
    ],
  },
  trustedBy: 'Trusted by 127+ Clients',
  googleReviewsLabel: 'View Google Reviews',
  googleReviewsHref: site.googleReviews,
};
