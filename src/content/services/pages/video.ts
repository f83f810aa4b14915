// Listing and agent video. Featured items are YouTube ids; the player loads only when clicked.
import type { ServicePage } from '../types';
import { paths } from '#shared/paths';

const page: ServicePage = {
  slug: 'video',
  heroKey: 'video',
  seo: {
    title: 'Toronto Real Estate Video Production | Northframe Media',
    description:
      'Cinematic listing videos, agent profiles and vertical reels for Toronto real estate: 1.5-3 minute films in 4K, two revision rounds, delivered in 7-10 business days.',
    keywords: [
      'real estate video Toronto',
      'listing video production GTA',
      'luxury home video Toronto',
      'real estate reels Instagram',
      'agent branding video',
    ],
  },
  hero: {
    title: 'Real Estate|Video Production',
    subtitle: 'Films that sell the life, not just the floor plan',
    description:
      'Gimbal walkthroughs, lifestyle scenes on the Beaches boardwalk and agent-led tours, edited to licensed music and cut for every platform your buyers scroll.',
    image: 'kleinburg-estate-filming',
  },
  packagesHeading: 'Service Packages',
  packagesIntro: 'Pricing is custom by quote, sized to the property. Every package includes a marketing licence for the listing.',
  packages: [
    {
      title: 'Listing Walkthrough',
      description: 'A smooth, music-led tour of the home from the front door to the backyard.',
      icon: 'Video',
      features: [
        '1.5-2 minute film in 4K',
        'Gimbal walkthrough of every main room',
        'Licensed music and branded title cards',
        'Unbranded version for TRREB virtual tour links',
        'Delivered in 7-10 business days',
      ],
    },
    {
      title: 'Cinematic Luxury Film',
      description: 'A short film for estates where the story of the house sells the price.',
      icon: 'Clapperboard',
      features: [
        '2.5-3 minute film with a shot list written per property',
        'Cinema camera, slider and lighting crew',
        'Lifestyle scenes with talent on request',
        'Aerial opening shots available as an add-on',
        'Two rounds of revisions included',
      ],
    },
    {
      title: 'Agent-Hosted Tour',
      description: 'You walk the buyer through the home on camera, with clean audio and a teleprompter.',
      icon: 'Mic',
      features: [
        'Lavalier microphones and a portable teleprompter',
        'Two-camera setup for natural cutaways',
        'Captions burned in for silent autoplay',
        '1.5-3 minutes, cut from your script',
        'Coaching before the first take',
      ],
    },
    {
      title: 'Social Reels Pack',
      description: 'Vertical edits for Instagram, TikTok and YouTube Shorts from the same shoot.',
      icon: 'Smartphone',
      features: [
        'Three vertical 9:16 reels of 30-60 seconds',
        'Hooks in the first two seconds, captions on screen',
        'Trending-safe licensed audio',
        'Cover frames designed for your grid',
        'Rush from 72 hours available',
      ],
    },
    {
      title: 'Agent Brand Profile',
      description: 'An introduction film for your website and listing presentations.',
      icon: 'UserRound',
      features: [
        'Half-day shoot at your office and a favourite neighbourhood',
        'Interview-led story with B-roll of you at work',
        '90-second hero cut plus 15-second teasers',
        'Colour-graded to match your brand palette',
        'Two rounds of revisions included',
      ],
    },
    {
      title: 'Neighbourhood & Development',
      description: 'Area films for pre-construction launches and the neighbourhood pages on your site.',
      icon: 'MapPin',
      features: [
        'Streetscapes, parks, transit and local shops',
        'Shot across seasons on request',
        'Model suite and amenity coverage for presales',
        '2-3 minute feature plus social cut-downs',
        'Footage licence for sales centre screens',
      ],
    },
  ],
  featured: {
    heading: 'Featured Work',
    intro: 'Recent listing films from across the GTA. Select any piece to watch it full screen.',
    items: [
      {
        id: 'video-feat-1',
        title: 'Lakeshore Road Estate: A Listing Film',
        description: 'A three-minute film of a nine-bay limestone estate in Oakville, from the drive at dusk to the terrace over the lake.',
        type: 'video',
        src: 'aqz-KE-bpKQ',
        thumbnail: 'oakville-estate-dusk-east',
        alt: 'The Oakville estate from the east at dusk: the long limestone front with its ground-floor windows and dormers lit, the lantern glowing in the columned portico, and dark trees against a violet and deep blue sky',
        category: 'Luxury',
        specs: '3:02 · 4K · Oakville',
      },
      {
        id: 'video-feat-2',
        title: 'King West Loft Walkthrough',
        description: 'A 90-second walkthrough of a garment-factory loft, cut in landscape for MLS and vertical for Reels.',
        type: 'video',
        src: 'ScMzIvxBSi4',
        thumbnail: 'king-west-loft-bath-front',
        alt: "The loft's bathroom square on to its factory window: a deep round tub between red-brick walls, a white-tiled walk-in shower behind a glass screen, and a long dark vanity under a black-framed mirror",
        category: 'Condo',
        specs: '1:32 · 4K · King West',
      },
      {
        id: 'video-feat-3',
        title: 'Afternoons in the Garden Room',
        description: 'A lifestyle piece for a Rosedale manor, built around its sunroom and the ravine beyond it.',
        type: 'video',
        src: 'Lq7dN2vXe8A',
        thumbnail: 'chelster-hall-garden-room',
        alt: "A bright garden room glazed on two sides: a cream sofa and armchairs around a low oak table on a pale rug, potted trees, and the ravine's autumn canopy and lawn outside in low sun",
        category: 'Lifestyle',
        specs: '2:14 · 4K · Rosedale',
      },
      {
        id: 'video-feat-4',
        title: 'Cornell Townhomes Launch',
        description: 'A launch film for 42 townhomes in Markham, mixing model-home footage with the tree-lined streets around them.',
        type: 'video',
        src: 'Rt4mK9pWb1Z',
        thumbnail: 'cornell-townhomes-filming',
        alt: 'A video camera on its tripod at the kerb, filming the Cornell townhome row in the afternoon light: buff, grey and red-brick three-storey homes with white porches along a tree-lined street',
        category: 'Development',
        specs: '2:40 · 4K · Markham',
      },
      {
        id: 'video-feat-5',
        title: 'Leslieville Semi, Agent-Hosted',
        description: 'An agent-hosted tour of a restored Victorian semi, opening on the street and closing in the garden.',
        type: 'video',
        src: 'Hn2_Vc8yTq0',
        thumbnail: 'leslieville-semi-porch',
        alt: "The Leslieville semi's covered porch and dark green door beside its painted twin's red door: red brick, black sash windows, porch lights on, and an iron fence along the front gardens",
        category: 'Agent-Hosted',
        specs: '2:26 · 4K · Leslieville',
      },
    ],
  },
  process: {
    heading: 'Our Process',
    steps: [
      {
        title: 'Creative Call',
        description: 'A 15-minute call about the buyer, the story and the shots that matter most in this home.',
        icon: 'MessageSquare',
      },
      {
        title: 'Shot List & Schedule',
        description: 'We send a shot list and book the shoot around the best light and your sellers’ plans.',
        icon: 'ClipboardList',
      },
      {
        title: 'Production Day',
        description: 'Our crew films interiors, exteriors and lifestyle scenes, with aerials if you added them.',
        icon: 'Clapperboard',
      },
      {
        title: 'Edit & Revisions',
        description: 'You get a first cut to review, then up to two rounds of revisions on pacing, music and titles.',
        icon: 'Film',
      },
      {
        title: 'Delivery',
        description: 'Final files in 7-10 business days: horizontal master, vertical reels and an unbranded MLS link.',
        icon: 'Send',
      },
    ],
  },
  faqHeading: 'Frequently Asked Questions',
  faqs: [
    {
      question: 'How long does a real estate video take to deliver?',
      answer: 'Standard delivery is 7-10 business days from the shoot. When a listing date is close, rush delivery starts from 72 hours.',
    },
    {
      question: 'How long are the videos?',
      answer:
        'Most listing films run 1.5-3 minutes. Condos usually land near 90 seconds and larger homes near the three-minute mark; social reels are 30-60 seconds.',
    },
    {
      question: 'How many revisions are included?',
      answer:
        'Two rounds of revisions are included with every package. Most agents ask for small changes to music, titles or shot order, and we turn those around within two business days.',
    },
    {
      question: 'Do I need to be on camera?',
      answer:
        'Only if you want to be. Walkthroughs and cinematic films need no presenter; the Agent-Hosted Tour and Brand Profile put you front and centre, with a teleprompter and coaching.',
    },
    {
      question: 'Is the music licensed for Instagram and YouTube?',
      answer:
        'Yes. Every track comes from a commercial library licensed for social, web and MLS use, so your video will not be muted or claimed.',
    },
    {
      question: 'Can you combine video with photos and drone on one visit?',
      answer:
        'Yes, and most agents do. One visit means one clean-up for your sellers, and photos arrive in 24-48 hours while the film is still in the edit.',
    },
  ],
  testimonial: {
    quote:
      'The listing film for our Forest Hill new-build had 12,000 views before the first open house. The house sold in 3 weeks, to a buyer who watched it from Vancouver.',
    author: 'Owen MacAllister',
    role: 'Broker, Ravine & Rowe Realty',
    service: 'Video Production',
  },
  related: {
    heading: 'Related Services',
    items: [
      {
        title: 'Real Estate Photography',
        description: 'HDR stills from the same visit, delivered in 24-48 hours.',
        href: paths.service('photography'),
        icon: 'Camera',
      },
      {
        title: 'Drone Photography',
        description: 'Aerial opening shots that place the home on its street and skyline.',
        href: paths.service('drone'),
        icon: 'Drone',
      },
      {
        title: 'Professional Editing',
        description: 'Colour grading and re-cuts for footage you already have.',
        href: paths.service('editing'),
        icon: 'SlidersHorizontal',
      },
    ],
  },
  cta: {
    heading: 'Let’s Make Your Listing Move',
    body: 'Tell us about the property and the buyer, and we’ll send a shot list and a quote within one business day.',
    primary: { text: 'Start Your Video Project', href: paths.contact, variant: 'primary' },
    secondary: { text: 'Get a Quote', href: paths.contact, variant: 'secondary' },
  },
  breadcrumbName: 'Real Estate Video',
  serviceType: 'Real estate video production',
};

export default page;
