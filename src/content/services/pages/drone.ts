// Aerial work. Featured items mix stills and YouTube films, so the lightbox shows both kinds.
import type { ServicePage } from '../types';
import { paths } from '#shared/paths';

const page: ServicePage = {
  slug: 'drone',
  heroKey: 'drone',
  seo: {
    title: 'Toronto Drone Photography & Aerial Video | Northframe Media',
    description:
      'Licensed aerial photography and video for GTA listings, lots and developments. Airspace cleared near Billy Bishop and Pearson, delivered in 48-72 business hours.',
    keywords: [
      'drone photography Toronto',
      'aerial real estate video GTA',
      'licensed drone pilot Toronto',
      'waterfront aerial photography',
      'construction progress drone',
    ],
  },
  hero: {
    title: 'Drone|Photography & Video',
    subtitle: 'The view buyers can’t get from the sidewalk',
    description:
      'Ravine lots in Hoggs Hollow, lakefront homes in Mimico, acreage in King City: we show the land, the light and the distance to everything that matters.',
    image: 'chelster-hall-elevated',
  },
  packagesHeading: 'Service Packages',
  packagesIntro: 'Pricing is custom by quote, sized to the property. Every package includes a marketing licence for the listing.',
  packages: [
    {
      title: 'Aerial Photo Set',
      description: 'High-altitude and low-orbit stills that put the home in context.',
      icon: 'Drone',
      features: [
        '10-15 edited aerial photos',
        'Property lines marked on request',
        'Landmarks labelled: schools, parks, TTC stations',
        'Delivered in 48-72 business hours',
        'Flown only in winds under 15 mph for sharp frames',
      ],
    },
    {
      title: 'Aerial Video',
      description: 'Smooth reveals and orbits for listing films and social media.',
      icon: 'Video',
      features: [
        '60-90 second aerial edit in 4K',
        'Reveal, orbit and fly-through moves',
        'Licensed music and a clean version without titles',
        'Raw clips for your own editor on request',
        'Delivered in 48-72 business hours',
      ],
    },
    {
      title: 'Aerial Photo + Video',
      description: 'Both from one flight window, the most-booked drone package.',
      icon: 'Layers',
      features: [
        '10-15 aerial stills plus a 60-90 second film',
        'One airspace clearance, one visit',
        'Pairs with ground photography on the same day',
        'Vertical cut for Reels and Shorts',
        'Delivered in 48-72 business hours',
      ],
    },
    {
      title: 'Waterfront & Lakefront',
      description: 'For homes on Lake Ontario, the Bluffs and cottage country, where the water is the selling point.',
      icon: 'Waves',
      features: [
        'Low passes over the shoreline and dock',
        'Timed for calm water and low Lake Ontario haze',
        'Polarised filters to cut glare off the lake',
        'Golden-hour flight included',
        'Shoreline and setback context for buyers',
      ],
    },
    {
      title: 'Land & Lot Survey Views',
      description: 'For vacant lots, severances and rural acreage across York and Halton regions.',
      icon: 'Map',
      features: [
        'Top-down orthographic frames',
        'Lot dimensions overlaid from your survey',
        'Access roads, tree lines and neighbouring uses',
        'Seasonal re-flights available',
        'Files sized for planning and marketing decks',
      ],
    },
    {
      title: 'Construction Progress',
      description: 'Scheduled flights for builders and developers, from excavation to topping off.',
      icon: 'HardHat',
      features: [
        'Monthly or bi-weekly flights from fixed positions',
        'Matching angles so progress reads month to month',
        'Time-lapse compilation at handover',
        'Site safety briefing before every flight',
        'Shared folder for investors and lenders',
      ],
    },
  ],
  featured: {
    heading: 'Featured Work',
    intro: 'Recent aerial photography and video from across the GTA. Select any piece to view it full screen.',
    items: [
      {
        id: 'drone-feat-1',
        title: 'Rosedale Ravine Lot',
        description: 'A low-sun pass over a slate roof that shows how the 0.6-acre lot backs onto the ravine canopy.',
        type: 'image',
        src: 'chelster-hall-aerial-lot',
        category: 'Lot',
        specs: 'Rosedale · 0.6 acre · 60 m altitude',
        alt: 'A low-sun aerial of Chelster Hall: the slate roof with its three dormers and end chimneys, the columned portico and front walk, and the autumn canopy of the ravine lot around it',
      },
      {
        id: 'drone-feat-2',
        title: 'Lakeshore Road Estate Reveal',
        description: 'A low pass up the drive on a clear afternoon that rises over the limestone front to the lake behind it.',
        type: 'video',
        src: 'Dm4xP7kQa2N',
        thumbnail: 'oakville-estate-elevated-near',
        alt: 'The Oakville estate from a drone about 10 m above its lawn on a clear afternoon: the long limestone front with its sash windows, a white columned portico, three dormers and two tall chimneys on the slate hip roof, and a glimpse of the lake past the lawn on the left',
        category: 'Waterfront',
        specs: '1:18 · 4K · Oakville',
      },
      {
        id: 'drone-feat-3',
        title: 'Leslieville Semi at Roofline Height',
        description:
          'A frame from about nine metres over the sidewalk: both halves of the semi, their porches and the street’s canopy, and nobody’s backyard in view.',
        type: 'image',
        src: 'leslieville-semi-elevated',
        category: 'Residential',
        specs: 'Leslieville · 9 m altitude',
        alt: 'The Leslieville semi from a drone about 9 m above the sidewalk: the cream-painted gabled half beside its red-brick twin, a red front door under a small porch roof, and the neighbouring houses under a canopy of trees',
      },
      {
        id: 'drone-feat-4',
        title: 'Kleinburg Estate Orbit',
        description:
          'A slow late-afternoon orbit of a stone-and-cedar estate on two wooded acres, opening on the cedar front from the side.',
        type: 'video',
        src: 'Kc9_Rb3sWm5',
        thumbnail: 'kleinburg-estate-side-day',
        alt: 'The Kleinburg estate from the right on an autumn afternoon: a fieldstone ground floor with tall glass, a cedar-clad upper storey and a red maple by the hedge, in front of the woods',
        category: 'Estate',
        specs: '1:42 · 4K · Kleinburg',
      },
      {
        id: 'drone-feat-5',
        title: 'Kleinburg Estate Above the Drive',
        description:
          'A low frame from over the road that shows what a lawn-level photo cannot: the roof line, the garage wing and the woods the house sits in.',
        type: 'image',
        src: 'kleinburg-estate-drone',
        category: 'Estate',
        specs: 'Kleinburg · 11 m altitude',
        alt: 'The Kleinburg estate from a drone about 11 m above the road: the stone-and-cedar house with its flat roof and garage wing, the long drive and lawn, and the autumn canopy behind.',
      },
    ],
  },
  process: {
    heading: 'Our Process',
    steps: [
      {
        title: 'Airspace Check',
        description: 'We check the address against controlled airspace around Billy Bishop and Pearson and file for clearance.',
        icon: 'MapPin',
      },
      {
        title: 'Flight Planning',
        description: 'We plan altitudes, angles and the best sun position, and watch the forecast for wind under 15 mph.',
        icon: 'Map',
      },
      {
        title: 'Safety Briefing',
        description: 'On site we walk the area, set up a clear take-off zone and let neighbours know we are flying.',
        icon: 'ShieldCheck',
      },
      {
        title: 'Aerial Capture',
        description: 'Licensed pilots fly the shot list with a spotter, capturing stills and 4K footage in one window.',
        icon: 'Drone',
      },
      {
        title: 'Edit & Deliver',
        description: 'Colour-matched to your ground photos and delivered in 48-72 business hours.',
        icon: 'Download',
      },
    ],
  },
  faqHeading: 'Frequently Asked Questions',
  faqs: [
    {
      question: 'Are your drone pilots licensed and insured?',
      answer:
        'Yes. Our pilots hold Transport Canada Advanced RPAS certificates and FAA Part 107 certification, and every flight is covered by commercial aviation liability insurance.',
    },
    {
      question: 'Can you fly downtown or near the airports?',
      answer:
        'Often, yes. Much of the downtown core sits in controlled airspace around Billy Bishop, so we request NAV CANADA authorisation in advance. Book 48-72 hours ahead so there is time for the clearance.',
    },
    {
      question: 'What happens if the weather is bad?',
      answer:
        'We only fly in winds under 15 mph and without rain or snow. If the forecast turns, we reschedule at no charge and keep your ground shoot on its original date.',
    },
    {
      question: 'When will I receive my aerial photos and video?',
      answer: 'Aerial photos and video are delivered in 48-72 business hours after the flight.',
    },
    {
      question: 'Do you shoot drone in winter?',
      answer:
        'Yes. A fresh snowfall over a ravine lot can be striking. Batteries are kept warm between flights and we shorten flight times below -10°C.',
    },
    {
      question: 'Can I use the footage for a development or commercial project?',
      answer:
        'Yes. Construction progress, presale marketing and investor reports are covered by a commercial licence that we set out in your quote.',
    },
  ],
  testimonial: {
    quote:
      'The aerials showed buyers that the lot backs onto the ravine, something no street photo could do. Listing views jumped 30% the week we added them.',
    author: 'Meredith Chan',
    role: 'Sales Representative, Lakeshore Crest Realty',
    service: 'Drone Photography',
  },
  related: {
    heading: 'Related Services',
    items: [
      {
        title: 'Real Estate Photography',
        description: 'Ground-level HDR photos colour-matched to your aerials.',
        href: paths.service('photography'),
        icon: 'Camera',
      },
      {
        title: 'Video Production',
        description: 'Aerial reveals cut into a full cinematic listing film.',
        href: paths.service('video'),
        icon: 'Video',
      },
      {
        title: 'Matterport 3D Tours',
        description: 'Take buyers from the sky straight into an interactive walkthrough.',
        href: paths.service('matterport'),
        icon: 'Rotate3d',
      },
    ],
  },
  cta: {
    heading: 'See Your Listing From Above',
    body: 'Send us the address and we’ll confirm the airspace and a flight window within one business day.',
    primary: { text: 'Book a Drone Shoot', href: paths.contact, variant: 'primary' },
    secondary: { text: 'Get a Quote', href: paths.contact, variant: 'secondary' },
  },
  breadcrumbName: 'Drone Photography & Video',
  serviceType: 'Aerial drone photography and video',
};

export default page;
