// Listing photography: the page agents land on most, so its figures are the agency's published ones.
import type { ServicePage } from '../types';
import { paths } from '#shared/paths';

const page: ServicePage = {
  slug: 'photography',
  heroKey: 'photography',
  seo: {
    title: 'Toronto Real Estate Photography | Northframe Media',
    description:
      'HDR listing photography for Toronto agents: 25-50+ edited images, 24-48 hour delivery, twilight and condo packages sized for TRREB listings since 2007.',
    keywords: [
      'Toronto real estate photography',
      'listing photographer Toronto',
      'HDR real estate photos GTA',
      'twilight real estate photography',
      'condo photography Toronto',
    ],
  },
  hero: {
    title: 'Real Estate|Photography',
    subtitle: 'Listing photography that stops the scroll',
    description:
      'From Liberty Village lofts to Rosedale centre-halls, we light, compose and edit every room so buyers book the showing before they reach the last photo.',
    image: 'leslieville-kitchen-shoot',
  },
  packagesHeading: 'Service Packages',
  packagesIntro: 'Pricing is custom by quote, sized to the property. Every package includes a marketing licence for the listing.',
  packages: [
    {
      title: 'Essential Listing',
      description: 'Clean, bright HDR coverage for freeholds and condos going live on TRREB this week.',
      icon: 'Camera',
      features: [
        '25-35 edited photos for homes under 3,000 sq ft',
        '1-2 hour shoot for homes under 2,500 sq ft',
        'Delivered in 24-48 hours, same-day as an add-on',
        'MLS-sized and full-resolution print files',
        'Window pulls so the view outside reads as clearly as the room',
      ],
    },
    {
      title: 'Signature Home',
      description: 'Fuller coverage for larger detached homes, with the detail shots that justify the price.',
      icon: 'House',
      features: [
        '35-50+ edited photos for homes over 3,000 sq ft',
        '2-3 hour shoot for homes over 2,500 sq ft',
        'Architectural details, millwork and finishes',
        'Front and rear exteriors, garden and garage',
        'Delivered in 24-48 hours',
      ],
    },
    {
      title: 'Twilight Exteriors',
      description: 'The blue-hour frame that becomes the listing’s lead image and the feature sheet cover.',
      icon: 'Sunset',
      features: [
        'Shot in the 20 minutes after sunset, timed to the season',
        'Every interior light on, warm glow in each window',
        '5-8 twilight exteriors, front and back',
        'Fireplace and pool lighting where the property has them',
        'Rain date rebooked free if the sky closes in',
      ],
    },
    {
      title: 'Condo & Amenities',
      description: 'Suites in the towers along Queens Quay and CityPlace, plus the amenities buyers are paying for.',
      icon: 'Building2',
      features: [
        'Suite coverage balanced for floor-to-ceiling glass',
        'Lake and skyline views exposed through the windows',
        'Gym, party room, rooftop terrace and lobby',
        'Building access coordinated with property management',
        'Vertical crops ready for Instagram and Reels covers',
      ],
    },
    {
      title: 'Luxury Estate',
      description: 'Editorial coverage for Bridle Path, Forest Hill and Hoggs Hollow estates over $3M.',
      icon: 'Gem',
      features: [
        '50+ photos with a styled lifestyle and detail set',
        'Senior photographer plus an on-site stylist',
        'Wine cellar, home theatre and spa rooms lit individually',
        'Twilight exteriors included',
        'Print-ready files for brochures and magazine ads',
      ],
    },
    {
      title: 'Commercial & Multi-Unit',
      description: 'Storefronts, offices, and Parkdale and Danforth walk-up rental buildings, shot for leasing and sale.',
      icon: 'Building',
      features: [
        'Exteriors, common areas and representative units',
        'Scheduled around tenants and business hours',
        'Signage and street frontage shot straight and level',
        'Consistent colour across every unit for comparison',
        'Usage licence for leasing brochures and portals',
      ],
    },
  ],
  featured: {
    heading: 'Featured Work',
    intro: 'Recent listing photography from across the GTA. Select any piece to view it full screen.',
    items: [
      {
        id: 'photo-feat-1',
        title: 'Leslieville Semi Bathroom',
        description:
          'A rebuilt main bathroom in a Victorian semi, exposed for the garden window so the white subway tile stays white and the hedge outside stays green.',
        type: 'image',
        src: 'leslieville-bath',
        category: 'Interior',
        specs: 'Leslieville · 1,900 sq ft · 32 photos',
        alt: 'A renovated main bathroom with white subway tile, a double vanity under black-framed mirrors, a deep freestanding tub and a rain shower beside a window onto the garden hedge',
      },
      {
        id: 'photo-feat-2',
        title: 'Etobicoke Bungalow Front',
        description:
          'A 1950s bungalow close up in afternoon light: the slate-blue door, the clipped boxwoods and a lamp lit in the picture window to warm the front.',
        type: 'image',
        src: 'etobicoke-bungalow-entry-day',
        category: 'Exterior',
        specs: 'Etobicoke · 1,350 sq ft · 26 photos',
        alt: "The Etobicoke bungalow's front close up: a hipped roof over buff brick, a slate-blue front door above a low stone step, a picture window onto a lamplit living room, a row of clipped boxwoods, and the garage door on the left",
      },
      {
        id: 'photo-feat-3',
        title: 'Leaside Infill at Blue Hour',
        description: 'A charcoal-brick and white infill shot eighteen minutes after sunset, every lamp inside balanced against the sky.',
        type: 'image',
        src: 'leaside-infill-entry-dusk',
        category: 'Twilight',
        specs: 'Leaside · 4,200 sq ft · 7 twilight frames',
        alt: 'A modern infill house’s entrance at blue hour: a cedar-clad front door between a glowing glass garage door and a lit living room in charcoal brick, under a white upper volume with a lit bedroom window',
      },
      {
        id: 'photo-feat-4',
        title: 'Lakeshore Road Estate',
        description: 'A nine-bay limestone estate in Oakville, photographed at dusk for a print brochure and buyers abroad.',
        type: 'image',
        src: 'oakville-estate-dusk-east',
        category: 'Luxury',
        specs: 'Oakville · 9,400 sq ft · 64 photos',
        alt: 'The Oakville estate from the east at dusk: the long limestone front with its ground-floor windows and dormers lit, the lantern glowing in the columned portico, and dark trees against a violet and deep blue sky',
      },
      {
        id: 'photo-feat-5',
        title: 'Kleinburg Estate Living Room',
        description:
          'Evening lamps balanced against the last of the window light, so the camel sofas and the limestone fireplace keep their colour and the ravine stays green outside.',
        type: 'image',
        src: 'kleinburg-estate-living-sofa',
        category: 'Interior',
        specs: 'Kleinburg · 6,300 sq ft · 44 photos',
        alt: "The Kleinburg estate's living room close in, in the evening: two camel sofas around a dark coffee table, a limestone fireplace with an abstract painting above, a potted tree in the corner, and the ravine's trees through a tall window",
      },
    ],
  },
  process: {
    heading: 'Our Process',
    steps: [
      {
        title: 'Book Your Shoot',
        description: 'Book 48-72 hours ahead on WhatsApp or by e-mail. We confirm the time and lockbox details the same day.',
        icon: 'CalendarCheck',
      },
      {
        title: 'Prepare the Property',
        description: 'You get our room-by-room prep checklist: lights on, counters cleared, cars off the driveway, blinds set to half.',
        icon: 'ClipboardList',
      },
      {
        title: 'On-Site Photography',
        description: 'One to three hours on site depending on size. We shoot bracketed HDR on a tripod, room by room, in a set order.',
        icon: 'Camera',
      },
      {
        title: 'Professional Editing',
        description: 'Every frame is blended, straightened and colour-corrected by hand, with skies and window views balanced.',
        icon: 'SlidersHorizontal',
      },
      {
        title: 'Delivery in 24-48 Hours',
        description: 'A download link with MLS-sized and full-resolution sets, named and ordered for the upload to TRREB.',
        icon: 'Download',
      },
    ],
  },
  faqHeading: 'Frequently Asked Questions',
  faqs: [
    {
      question: 'How many photos will I receive?',
      answer:
        'Homes under 3,000 sq ft usually get 25-35 finished photos; larger homes get 35-50+. We shoot more than we deliver and send the strongest frames, ordered the way a buyer would walk through the house.',
    },
    {
      question: 'How long does a photoshoot take?',
      answer: 'Plan for 1-2 hours under 2,500 sq ft and 2-3 hours for larger homes. Twilight sessions add about 45 minutes around sunset.',
    },
    {
      question: 'When will my photos be ready?',
      answer:
        'Standard delivery is 24-48 hours after the shoot. If the listing has to go live the same day, add same-day delivery when you book.',
    },
    {
      question: 'Do you shoot in winter and bad weather?',
      answer:
        'Yes. Interiors are unaffected, and for exteriors we clear footprints from fresh snow, time shots for the best light of a short December day, and replace grey skies in editing. If a storm makes the exterior unusable, we come back for it at no charge.',
    },
    {
      question: 'Can I use the photos on TRREB, social media and print?',
      answer:
        'Yes. Every package includes a marketing licence for the listing: MLS, your website, social media, feature sheets and print ads for as long as you represent the property.',
    },
    {
      question: 'How much does real estate photography cost?',
      answer:
        'Pricing is custom by quote and depends on size, location and add-ons such as twilight or drone. Brokerages and teams with regular volume can set up Net 30 terms.',
    },
  ],
  testimonial: {
    quote:
      'We relisted a Rosedale semi with Northframe’s photos after six quiet weeks and got 40% more showing requests in the first weekend. Same house, same price, better pictures.',
    author: 'Renata Oliveira',
    role: 'Sales Representative, Harbourline Realty',
    service: 'Photography',
  },
  related: {
    heading: 'Related Services',
    items: [
      {
        title: 'Video Production',
        description: 'Cinematic walkthroughs, 1.5-3 minutes long, that pair with your photo set.',
        href: paths.service('video'),
        icon: 'Video',
      },
      {
        title: 'Drone Photography',
        description: 'Aerial context for lots, ravines and waterfront, flown by licensed pilots.',
        href: paths.service('drone'),
        icon: 'Drone',
      },
      {
        title: 'Matterport 3D Tours',
        description: 'Let out-of-town buyers walk the home before they book a flight.',
        href: paths.service('matterport'),
        icon: 'Rotate3d',
      },
    ],
  },
  cta: {
    heading: 'Ready to List With Better Photos?',
    body: 'Book 48-72 hours ahead and have your full gallery in 24-48 hours, ready for TRREB.',
    primary: { text: 'Book a Photoshoot', href: paths.contact, variant: 'primary' },
    secondary: { text: 'Get a Quote', href: paths.contact, variant: 'secondary' },
  },
  breadcrumbName: 'Real Estate Photography',
  serviceType: 'Real estate photography',
};

export default page;
