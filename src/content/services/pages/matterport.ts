// Matterport 3D tours. The spec titles this page "Virtual Tours" and marks packages as popular here only.
import type { ServicePage } from '../types';
import { paths } from '#shared/paths';

const page: ServicePage = {
  slug: 'matterport',
  heroKey: 'matterport',
  seo: {
    title: 'Matterport 3D Virtual Tours in Toronto | Northframe Media',
    description:
      'Matterport 3D tours for Toronto listings: 1-3 hour scans, tours live in 24-48 hours, schematic floor plans, and 12 months of hosting that transfers on sale.',
    keywords: [
      'Matterport Toronto',
      '3D virtual tour real estate GTA',
      'virtual tour photographer Toronto',
      'Matterport floor plans',
      'TRREB virtual tour link',
    ],
  },
  hero: {
    title: 'Virtual Tours',
    subtitle: 'Matterport 3D tours that open the door around the clock',
    description:
      'Buyers relocating from Calgary or London walk your listing room by room, measure the den and check the view from the balcony before they ever book a showing.',
    image: 'king-west-loft-scan',
  },
  packagesHeading: 'Service Packages',
  packagesIntro: 'Pricing is custom by quote, sized to the property. Every package includes a marketing licence for the listing.',
  packages: [
    {
      title: 'Condo 3D Tour',
      description: 'A complete Matterport scan of a suite, with the building amenities as an optional add-on.',
      icon: 'Building2',
      features: [
        'Full suite scan in about 1 hour',
        'Dollhouse, floor plan and walkthrough views',
        'Tour live in 24-48 hours',
        'Unbranded link for the TRREB virtual tour field',
        '12 months of hosting included',
      ],
    },
    {
      title: 'Home 3D Tour',
      description: 'Every floor of a detached or semi, from the basement rec room to the third-floor primary suite.',
      icon: 'House',
      features: [
        '1-3 hour scan depending on size',
        'Tour live in 24-48 hours',
        'Mattertags on finishes and upgrades',
        'Embeddable on your website and listing page',
        '12 months of hosting included',
      ],
      popular: true,
    },
    {
      title: 'Tour + Floor Plans',
      description: 'The 3D tour plus measured schematic floor plans drafted from the same scan.',
      icon: 'Ruler',
      features: [
        'Everything in the Home 3D Tour',
        'Schematic floor plans for every level',
        'Room dimensions in feet and metres',
        'Print-ready PDF and web-ready PNG files',
        'Plans delivered with the tour',
      ],
    },
    {
      title: 'Luxury Estate Tour',
      description: 'For estates over 5,000 sq ft, with grounds, pool house and coach house included.',
      icon: 'Gem',
      features: [
        'Multi-building scans on one tour',
        'Processing takes longer for homes over 5,000 sq ft',
        'Outdoor scan points for terraces and gardens',
        'Branded and unbranded tour versions',
        'Guided highlight reel for first-time viewers',
      ],
    },
    {
      title: 'Commercial Space Tour',
      description: 'Offices, retail units and restaurants marketed to tenants who won’t fly in to look.',
      icon: 'Store',
      features: [
        'Scanned after hours to avoid staff and customers',
        'Measurements for fit-out planning',
        'Tags for HVAC, power and loading details',
        'Tour live in 24-48 hours, rush for an extra fee',
        'Extended hosting for long leasing campaigns',
      ],
    },
    {
      title: 'Extended Hosting',
      description: 'Keep a tour online after the first year, for model suites, rentals and portfolios.',
      icon: 'Clock',
      features: [
        '12 months of hosting with every tour by default',
        'Extend for 2, 3 or 5 years',
        'Remaining hosting time transfers to the buyer on sale',
        'Visitor analytics on request',
        'Tour can be paused and reactivated between listings',
      ],
    },
  ],
  featured: {
    heading: 'Featured Work',
    intro: 'Recent 3D tours from across the GTA. Select any piece to walk through it full screen.',
    items: [
      {
        id: 'matterport-feat-1',
        title: 'Yonge and Eglinton Two-Bedroom',
        description: 'A vacant suite scanned before staging, so buyers could measure every wall from home.',
        type: 'embed',
        src: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
        thumbnail: 'yonge-eglinton-empty',
        alt: 'A vacant condo living room with a light oak floor, white walls and a floor-to-ceiling window wall onto a hazy view far below',
        category: 'Condo',
        specs: 'Midtown · 1,080 sq ft · 42 scan points',
      },
      {
        id: 'matterport-feat-2',
        title: 'Leslieville Victorian Semi',
        description: 'Three floors and a finished lower level of a renovated semi, with the garden included in the tour.',
        type: 'embed',
        src: 'https://my.matterport.com/show/?m=Nf4tQ8rBk2W',
        thumbnail: 'leslieville-dining-scan',
        alt: 'A 3D-tour scanner on its tripod beside the Leslieville semi’s dining table, under a drum pendant, with lamps on a walnut sideboard and a wide window onto the hedged back garden.',
        category: 'Residential',
        specs: 'Leslieville · 1,900 sq ft · 58 scan points',
      },
      {
        id: 'matterport-feat-3',
        title: 'Chelster Hall, Rosedale',
        description: 'A restored 1927 manor scanned room by room, with the garden room and terrace tagged for buyers abroad.',
        type: 'embed',
        src: 'https://my.matterport.com/show/?m=Rd7Yp2LmQ9x',
        thumbnail: 'chelster-hall-dining-scan',
        alt: 'A 3D-tour scanner on its tripod in the Chelster Hall dining room, in front of the long table for twelve with olive-upholstered chairs, under a brass candle chandelier, with tall sash windows onto the garden',
        category: 'Luxury',
        specs: 'Rosedale · 7,850 sq ft · 180 scan points',
      },
      {
        id: 'matterport-feat-4',
        title: 'Liberty Village Creative Office',
        description: 'A warehouse office scanned for its leasing team, with every boardroom and workstation bank tagged.',
        type: 'embed',
        src: 'https://my.matterport.com/show/?m=Hb3Kw9TzV1c',
        thumbnail: 'liberty-village-office-scan',
        alt: 'A 3D-tour scanner on its tripod on the open floor of the converted warehouse office: rows of bench desks with monitors, timber beams and posts, long linear lights and steel-framed windows in red-brick walls',
        category: 'Commercial',
        specs: 'Liberty Village · 14,200 sq ft · 140 scan points',
      },
      {
        id: 'matterport-feat-5',
        title: 'Lakeshore Road Estate, Oakville',
        description:
          'A lakefront estate scanned floor by floor, with the fourteen-seat dining room and the terrace tagged for buyers relocating from abroad.',
        type: 'embed',
        src: 'https://my.matterport.com/show/?m=Ok5Vr8Ls3Ne',
        thumbnail: 'oakville-estate-kitchen-scan',
        alt: "A 3D-tour scanner on its tripod in the Lakeshore Road estate's kitchen, beside the long white island and its five dark stools, under three brass cone pendants, with cream cabinets to the ceiling over a lit backsplash.",
        category: 'Luxury',
        specs: 'Oakville · 9,400 sq ft · 210 scan points',
      },
    ],
    viewAll: { text: 'View Full Portfolio', href: paths.portfolioCategory('matterport'), variant: 'secondary' },
  },
  process: {
    heading: 'Our Process',
    steps: [
      {
        title: 'Book Your Scan',
        description: 'Choose a package and a time. We ask for the square footage so we can plan the scan length.',
        icon: 'CalendarCheck',
      },
      {
        title: 'Prepare the Space',
        description: 'Open every interior door, turn on every light and clear mirrors and counters. Our checklist covers the rest.',
        icon: 'ClipboardList',
      },
      {
        title: '3D Scan',
        description: 'A Matterport Pro camera captures the property in 1-3 hours, moving in a fixed grid so every room connects.',
        icon: 'ScanLine',
      },
      {
        title: 'Processing',
        description:
          'The tour is built, cleaned and tagged in 24-48 hours; homes over 5,000 sq ft take longer, and rush is available for an extra fee.',
        icon: 'Box',
      },
      {
        title: 'Share & Host',
        description: 'You get branded and unbranded links and an embed code, hosted for 12 months by default.',
        icon: 'Share2',
      },
    ],
  },
  faqHeading: 'FAQ',
  faqs: [
    {
      question: 'How long does a Matterport scan take?',
      answer:
        'Most scans take 1-3 hours. A one-bedroom condo is often done in under an hour; a large detached home with a finished basement takes closer to three.',
    },
    {
      question: 'When will my 3D tour be ready?',
      answer:
        'Tours are processed and live within 24-48 hours. Properties over 5,000 sq ft take longer, and rush processing is available for an extra fee.',
    },
    {
      question: 'How long is the tour hosted?',
      answer:
        'Every tour includes 12 months of hosting. You can extend it for 2, 3 or 5 years, which suits model suites, rentals and properties you expect to relist.',
    },
    {
      question: 'What happens to the tour when the property sells?',
      answer:
        'Any remaining hosting time is transferable on sale, so the new owner can keep the tour for insurance, renovation planning or their own future listing.',
    },
    {
      question: 'Can I add the tour to my TRREB listing?',
      answer:
        'Yes. We provide an unbranded link that meets the virtual tour rules for MLS listings, plus a branded version for your website and social media.',
    },
    {
      question: 'Are the floor plans accurate enough for buyers?',
      answer:
        'Our schematic floor plans are drawn from the scan’s measurements and are accurate for marketing. They are not a survey; buyers should rely on official documents for legal dimensions.',
    },
  ],
  testimonial: {
    quote:
      'Half the offers on my Annex listing came from buyers who never saw it in person until the home inspection. The 3D tour did the first three showings for us, and it sold in 3 weeks.',
    author: 'Claire Beaumont',
    role: 'Broker of Record, Kingsway Lane Properties',
    service: 'Matterport 3D Tours',
  },
  related: {
    heading: 'Related Services',
    items: [
      {
        title: 'Real Estate Photography',
        description: 'HDR stills captured on the same visit as your scan.',
        href: paths.service('photography'),
        icon: 'Camera',
      },
      {
        title: 'Video Production',
        description: 'A cinematic walkthrough to pair with the interactive tour.',
        href: paths.service('video'),
        icon: 'Video',
      },
      {
        // Floor plans are drafted from the 3D scan and have no page of their own in the route list;
        // linking back to this page would be a dead end, so the card sends agents to request them.
        title: 'Floor Plans',
        description: 'Measured schematic plans for every level, drafted from your 3D scan.',
        href: paths.contact,
        icon: 'Ruler',
      },
    ],
  },
  cta: {
    heading: 'Open Your Listing to Every Buyer',
    body: 'Scanned in 1-3 hours, live in 24-48, and hosted for a year. Tell us the address and the square footage.',
    primary: { text: 'Book a 3D Tour', href: paths.contact, variant: 'primary' },
    secondary: { text: 'Get a Quote', href: paths.contact, variant: 'secondary' },
  },
  breadcrumbName: 'Matterport 3D Tours',
  serviceType: 'Matterport 3D virtual tours',
};

export default page;
