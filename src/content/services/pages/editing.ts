// Photo and video editing for agents and photographers who shoot their own listings.
// Its page metadata and breadcrumb name the service "Professional Editing".
import type { ServicePage } from '../types';
import { paths } from '#shared/paths';

const page: ServicePage = {
  slug: 'editing',
  heroKey: 'editing',
  seo: {
    title: 'Professional Real Estate Photo & Video Editing | Northframe Media',
    description:
      'Professional real estate photo and video editing from Toronto: HDR blending, colour correction, virtual staging and sky replacement, with turnaround from 6 to 24 hours.',
    keywords: [
      'real estate photo editing',
      'HDR photo editing Toronto',
      'virtual staging Toronto',
      'sky replacement real estate',
      'real estate video editing',
    ],
  },
  hero: {
    title: 'Professional|Editing',
    subtitle: 'Your raw files, finished to our standard',
    description:
      'Upload tonight’s brackets and wake up to straight verticals, true colours and blue skies over Scarborough, whatever the February sky did.',
    image: 'etobicoke-bungalow-dusk',
  },
  packagesHeading: 'Editing Packages',
  packagesIntro: 'Pricing is custom by quote, sized to the volume you send. Every package is edited by hand, and revisions are included.',
  packages: [
    {
      title: 'Basic',
      description: 'Clean, consistent edits for everyday listings.',
      icon: 'Image',
      features: [
        '24-hour turnaround',
        'HDR bracket blending',
        'Colour and white balance correction',
        'Vertical and lens correction',
        'One round of revisions',
      ],
    },
    {
      title: 'Professional',
      description: 'The edit we use on our own shoots, with skies and windows handled.',
      icon: 'SlidersHorizontal',
      features: [
        '12-hour turnaround',
        'Everything in Basic',
        'Sky replacement and window pulls',
        'Lawn greening and small object removal',
        'Two rounds of revisions',
      ],
    },
    {
      title: 'Premium',
      description: 'Priority editing with virtual staging and twilight conversion.',
      icon: 'Sparkles',
      features: [
        '6-hour turnaround',
        'Everything in Professional',
        'Virtual staging of empty rooms',
        'Day-to-twilight conversion',
        'Video colour grading and trims',
      ],
    },
  ],
  solutionsHeading: 'Editing Solutions',
  solutions: [
    {
      title: 'HDR Enhancement',
      description: 'Bracketed exposures blended by hand so bright windows and dark corners both hold detail.',
      icon: 'Aperture',
      points: ['Natural, not overcooked', 'Window views kept readable'],
    },
    {
      title: 'Colour Correction',
      description: 'White balance fixed room by room, so grey walls stay grey and oak floors stay oak.',
      icon: 'Palette',
      points: ['Mixed-light colour casts removed', 'Consistent tones across the set'],
    },
    {
      title: 'Virtual Staging',
      description: 'Empty condos and estate sales furnished in styles that suit the neighbourhood and the buyer.',
      icon: 'Sofa',
      points: ['Modern, transitional or family styles', 'Unstaged original always included'],
    },
    {
      title: 'Sky Replacement',
      description: 'Flat winter skies swapped for clear blue or warm sunset, with matching light on the house.',
      icon: 'CloudSun',
      points: ['Reflections and edges matched', 'Season-appropriate skies'],
    },
    {
      title: 'Object Removal',
      description: 'Cords, bins, cars and personal photos removed without a trace.',
      icon: 'Eraser',
      points: ['Photographer reflections removed', 'Lawn and snow clean-up'],
    },
    {
      title: 'Video Editing',
      description: 'Listing footage cut, colour-graded and set to licensed music, ready for MLS and social.',
      icon: 'Film',
      points: ['Horizontal and vertical cuts', 'Captions and branded titles'],
    },
  ],
  comparisons: {
    heading: 'Before and After',
    intro: 'Drag the divider, or focus it and use the arrow keys, to see what the edit does to a frame straight from the camera.',
    items: [
      {
        title: 'Colour Correction, Summerhill Living Room',
        description:
          'Tungsten lamps and window light in one frame: the orange cast neutralised and the exposure lifted, with the lamp kept warm.',
        before: {
          image: 'summerhill-living-before',
          alt: 'The living room straight from the camera: dim, with a strong orange cast from the tungsten lamps and a glaring table lamp.',
        },
        after: {
          image: 'summerhill-living',
          alt: 'The same living room after editing: neutral white walls, a bright oak floor and the garden clear through the large window.',
        },
      },
      {
        title: 'Day to Dusk, Etobicoke Bungalow',
        description:
          'A midday exterior turned into the twilight hero: a blue-hour sky, the picture window and porch lights glowing, and the lawn and drive taken down to evening light.',
        before: {
          image: 'etobicoke-bungalow-day',
          alt: 'The buff-brick bungalow as shot at midday: a pale sky, a sunlit lawn and dark windows.',
        },
        after: {
          image: 'etobicoke-bungalow-dusk',
          alt: 'The same bungalow after the day-to-dusk edit: a deep blue sky, the picture window glowing warm and the porch lights on.',
        },
      },
      {
        title: 'Virtual Staging, Yonge and Eglinton Condo',
        description:
          'A vacant living room furnished in the edit, with the furniture lit by the real window light and its shadows on the oak floor.',
        before: {
          image: 'yonge-eglinton-empty',
          alt: 'The vacant condo living room: an oak floor, white walls and a window wall, with nothing in it.',
        },
        after: {
          image: 'yonge-eglinton-staged',
          alt: 'The same room virtually staged with a grey sofa, two green armchairs, a rug, a floor lamp, a potted tree and an abstract painting.',
        },
      },
    ],
  },
  featured: {
    heading: 'Featured Work',
    intro: 'Recent edits for agents and photographers across the GTA. Select any piece to view it full screen.',
    items: [
      {
        id: 'editing-feat-1',
        title: 'Ravine Window, Kleinburg Ensuite',
        description:
          'Seven brackets blended so the pines and autumn leaves hold outside the window while the tub, the marble and the warm floor keep their colour.',
        type: 'image',
        src: 'kleinburg-estate-ensuite-west',
        category: 'HDR Enhancement',
        specs: 'Professional · 7 brackets · 12-hour turnaround',
        alt: 'The Kleinburg ensuite from the vanity: a freestanding tub on warm wood floors, a window onto the pines and autumn trees, and a walk-in rain shower against a marble-veined wall',
      },
      {
        id: 'editing-feat-2',
        title: 'Colour-Matched King West Loft',
        description: 'Brick, fir and maple balanced across 28 frames, so the loft reads as one space from room to room.',
        type: 'image',
        src: 'king-west-loft-sunlit-living',
        category: 'Colour Correction',
        specs: 'Professional · 28 frames matched',
        alt: 'The King West loft from behind its dining table in the afternoon: dark chairs around a long timber table under glowing pendants, a sofa and two blue armchairs by a floor lamp and a large painting on the brick, timber posts, and sunlight across the floor',
      },
      {
        id: 'editing-feat-3',
        title: 'Day to Dusk, Chelster Hall',
        description:
          'An afternoon frame turned to blue hour in the edit: a new sky, every window and the portico lantern lit, the brick kept true.',
        type: 'image',
        src: 'chelster-hall-split',
        category: 'Twilight Conversion',
        specs: 'Premium · 6-hour turnaround',
        alt: "Chelster Hall's red-brick front split at its portico between day and blue hour: on the left the afternoon frame under a pale sky and turning trees; on the right the twilight edit, the sky deep blue and the windows, dormers and portico lantern lit",
      },
      {
        id: 'editing-feat-4',
        title: 'Leslieville Sky Replacement',
        description: 'A flat white March sky replaced with a clear spring one, both gables’ edges and the leaves against it kept by hand.',
        type: 'image',
        src: 'leslieville-semi-right-day',
        category: 'Sky Replacement',
        specs: 'Professional · sky and reflection',
        alt: 'The Leslieville semi from across the street to the right: the white-painted half under a steep gable beside the red-brick half with its black-framed porch, iron railings along the front gardens and a street tree, under a clear sky',
      },
      {
        id: 'editing-feat-5',
        title: 'Dining Room Colour Fix',
        description: 'Lamp light and window light brought to one white balance, so the walnut sideboard and the pale rug read true.',
        type: 'image',
        src: 'leslieville-dining',
        category: 'Colour Correction',
        specs: 'Basic · 24-hour turnaround',
        alt: 'A dining table for six on a pale rug in a bright renovated semi, a walnut sideboard with two lamps against the wall and a wide window onto the garden hedge and trees',
      },
      {
        id: 'editing-feat-6',
        title: 'Drive Clean-Up, Kleinburg',
        description:
          'Two cars, the recycling bins and a garden hose removed from the drive and lawn, and the tyre marks on the lawn filled.',
        type: 'image',
        src: 'kleinburg-estate-drone',
        category: 'Object Removal',
        specs: 'Professional · 5 items removed',
        alt: 'The Kleinburg estate from a drone above the road: the stone-and-cedar house with its flat roof and garage wing, the long drive and lawn clear of cars, and the autumn canopy behind.',
      },
    ],
  },
  process: {
    heading: 'How It Works',
    steps: [
      {
        title: 'Upload Your Files',
        description: 'Send RAW brackets or footage through your private upload link and pick a package.',
        icon: 'Upload',
        duration: '30 minutes',
      },
      {
        title: 'Expert Editing',
        description: 'A dedicated editor works through the set, from 2 hours on Premium to 24 hours on Basic.',
        icon: 'SlidersHorizontal',
        duration: '2-24 hours',
      },
      {
        title: 'Quality Review',
        description: 'A senior editor checks every image for verticals, colour and consistency before release.',
        icon: 'ScanEye',
        duration: '1 hour',
      },
      {
        title: 'Download & List',
        description: 'Your finished files are ready to download in MLS and print sizes the moment they pass review.',
        icon: 'Download',
        duration: 'Instant',
      },
    ],
  },
  faqHeading: 'Frequently Asked Questions',
  faqs: [
    {
      question: 'What file formats do you accept?',
      answer:
        'We accept RAW files (CR2, NEF, ARW and DNG), JPEG and TIFF for photos, and MP4, MOV and AVI for video. RAW brackets give the best HDR results.',
    },
    {
      question: 'How fast is the turnaround?',
      answer: 'Basic edits are back in 24 hours, Professional in 12 hours and Premium in 6 hours, counted from a complete upload.',
    },
    {
      question: 'Can I ask for changes?',
      answer:
        'Yes. Basic includes one round of revisions and Professional and Premium include two. Tell us what to change per image and we send the revised files back the same day.',
    },
    {
      question: 'Is virtual staging allowed on a listing?',
      answer:
        'Yes, as long as buyers are not misled. We never change permanent features, and we deliver the unstaged original with every staged image so you can caption it as virtually staged on your listing.',
    },
    {
      question: 'Do you offer volume pricing for teams and photographers?',
      answer: 'Yes. Pricing is custom by quote, and brokerages, teams and photographers who send regular volume can set up Net 30 terms.',
    },
  ],
  testimonial: {
    quote:
      'I shoot my own condos and send Northframe the brackets at night. By morning they look like a pro was there, and my listings get 30% more saves than before I switched.',
    author: 'Kevin Lau',
    role: 'Sales Representative, Don Valley Property Group',
    service: 'Professional Editing',
  },
  related: {
    heading: 'Related Services',
    items: [
      {
        title: 'Real Estate Photography',
        description: 'Let our photographers shoot it, and the edit comes included.',
        href: paths.service('photography'),
        icon: 'Camera',
      },
      {
        title: 'Video Production',
        description: 'Full listing films, from shot list to final grade.',
        href: paths.service('video'),
        icon: 'Video',
      },
      {
        title: 'Drone Photography',
        description: 'Aerial stills and footage, edited to match your ground photos.',
        href: paths.service('drone'),
        icon: 'Drone',
      },
    ],
  },
  cta: {
    heading: 'Send Us Your Next Shoot',
    body: 'Upload tonight and have finished files back in as little as 6 hours.',
    primary: { text: 'Start Your Project', href: paths.contact, variant: 'primary' },
    secondary: { text: 'Get a Quote', href: paths.contact, variant: 'secondary' },
  },
  breadcrumbName: 'Professional Editing',
  serviceType: 'Real estate photo and video editing',
};

export default page;
