// Branded apparel and kit for agents and teams. Four packages, shown two to a row (brand page).
import type { ServicePage } from '../types';
import { paths } from '#shared/paths';

const page: ServicePage = {
  slug: 'brand',
  heroKey: 'brand',
  seo: {
    title: 'Real Estate Brand Apparel in Toronto | Northframe Media',
    description:
      'Custom embroidered jackets, polos and open house kits for Toronto agents, teams and brokerages, designed to match your listing photography and signage.',
    keywords: [
      'real estate brand apparel',
      'custom realtor jackets Toronto',
      'embroidered team apparel GTA',
      'brokerage uniforms',
      'open house branding',
    ],
  },
  hero: {
    title: 'Brand|Apparel',
    subtitle: 'Look like the team buyers remember',
    description:
      'Embroidered soft-shells for February open houses, crisp polos for July showings and gear your team actually wants to wear, in colours matched to your brand.',
    image: 'brand-softshell-stack',
  },
  packagesHeading: 'Service Packages',
  packagesIntro: 'Pricing is custom by quote, sized to your team and the order. Every package starts with a digital proof of your logo.',
  packagesLayout: 'two-column',
  packages: [
    {
      title: 'Agent Essentials',
      description: 'A small, sharp wardrobe for a solo agent building a personal brand.',
      icon: 'Shirt',
      features: [
        'Logo clean-up and embroidery file',
        'Soft-shell jacket, quarter-zip and polo',
        'Thread colours matched to your brand guide',
        'Digital proof before anything is stitched',
        'Reorders from your saved file',
      ],
    },
    {
      title: 'Team Collection',
      description: 'A matching set for teams who show up together at listings and events.',
      icon: 'Users',
      features: [
        'Mixed sizes and cuts in one order',
        'Names or titles embroidered on each piece',
        'Winter parka option for outdoor open houses',
        'Samples for fit before the full run',
        'Individually bagged and labelled per agent',
      ],
    },
    {
      title: 'Brokerage Program',
      description: 'An ongoing apparel program for brokerages with agents joining every month.',
      icon: 'Building2',
      features: [
        'Private online store for your agents',
        'Approved designs locked to your brand standards',
        'Welcome kits for new recruits',
        'Seasonal drops for spring and fall markets',
        'Consolidated billing, with Net 30 terms for volume clients',
      ],
    },
    {
      title: 'Open House & Event Kit',
      description: 'Everything that makes an open house look organised from the curb.',
      icon: 'Flag',
      features: [
        'Branded jackets and toques for the host',
        'Tote bags and folders for feature sheets',
        'Lanyards and name badges for events',
        'Coordinated with your sign and print colours',
        'Packed in one reusable case',
      ],
    },
  ],
  featured: {
    heading: 'Featured Work',
    intro: 'Recent apparel for agents, teams and brokerages across the GTA. Select any piece to view it full screen.',
    items: [
      {
        id: 'brand-feat-1',
        title: 'Leslieville Home Co. Soft-Shells',
        description:
          'Forest-green and oat soft-shells with the team’s key mark embroidered on the chest, white on the green and green on the oat.',
        type: 'image',
        src: 'brand-leslieville-flatlay',
        category: 'Team Apparel',
        specs: '18 jackets · two colourways',
        alt: 'Two folded soft-shell jackets laid flat on a walnut desk, seen from above: a forest-green one with the Leslieville Home Co. mark embroidered in white thread, an oat one with the mark in green, and a business card printed with the same mark',
      },
      {
        id: 'brand-feat-2',
        title: 'Leslieville Agent Set',
        description:
          'An oat soft-shell, a forest-green one and a ribbed toque with the mark on a woven cuff label, in the team’s two colours for each of its nine agents.',
        type: 'image',
        src: 'brand-leslieville-pair',
        category: 'Agent Essentials',
        specs: '9 sets · embroidered and woven marks',
        alt: 'An oat soft-shell folded on top of a forest-green one on a walnut desk, the oat jacket embroidered with the Leslieville Home Co. mark in green thread, beside a green knit toque with a cream pompom and a woven cuff label',
      },
      {
        id: 'brand-feat-3',
        title: 'Junction House Open House Kit',
        description: 'Soft-shells, toques and cards for a team’s weekend open houses.',
        type: 'image',
        src: 'brand-junction-open-house',
        category: 'Open House Kit',
        specs: '12 kits · embroidered and woven marks',
        alt: 'An open-house kit on a walnut desk: two folded burgundy soft-shells with the Junction House Realty mark embroidered in cream, a cream knit toque with a burgundy pompom and a woven label, and a business card with the same mark',
      },
      {
        id: 'brand-feat-4',
        title: 'Liberty Village Brokerage Launch',
        description: 'Welcome kits for 40 agents at the opening of a new office in a converted warehouse.',
        type: 'image',
        src: 'brand-liberty-welcome-kit',
        category: 'Brokerage Program',
        specs: '40 welcome kits · private online store',
        alt: 'A welcome kit laid out on a walnut desk, seen from above: a folded charcoal soft-shell with the Liberty Village Living mark embroidered in white, a brick-red knit toque with a cream pompom, and a business card printed with the same mark',
      },
      {
        id: 'brand-feat-5',
        title: 'Beaches & Boardwalk Soft-Shells',
        description: 'Lake-blue and sand soft-shells for a 16-agent team in the east end.',
        type: 'image',
        src: 'brand-beaches-team-stack',
        category: 'Team Apparel',
        specs: '16 agents · two colourways',
        alt: 'Team soft-shells on a walnut desk: a stack of three lake-blue jackets with the Beaches & Boardwalk mark embroidered in white, two sand-coloured ones beside them with the mark in blue, and a business card',
      },
    ],
  },
  process: {
    heading: 'Our Process',
    steps: [
      {
        title: 'Brand Consultation',
        description: 'We review your logo, colours and the way your team works to pick garments that suit the job.',
        icon: 'MessageSquare',
      },
      {
        title: 'Design & Proof',
        description: 'You receive digital mock-ups on each garment with thread colours and placement marked.',
        icon: 'PenTool',
      },
      {
        title: 'Samples',
        description: 'Fit samples arrive at your office so the team can try sizes before the full run.',
        icon: 'Package',
      },
      {
        title: 'Production',
        description: 'Embroidery and printing are checked piece by piece against the approved proof.',
        icon: 'Scissors',
      },
      {
        title: 'Delivery',
        description: 'Orders are labelled per agent and delivered to your office anywhere in the GTA.',
        icon: 'Truck',
      },
    ],
  },
  faqHeading: 'Frequently Asked Questions',
  faqs: [
    {
      question: 'Is there a minimum order?',
      answer:
        'Not for the Agent Essentials package, which is built for one person. Team and brokerage orders are quoted by quantity, and larger runs lower the price per piece.',
    },
    {
      question: 'Can you match our exact brand colours?',
      answer:
        'Yes. We match thread and print colours to your brand guide and show them on the proof. If a colour can’t be matched exactly in thread, we tell you before production.',
    },
    {
      question: 'Do you create the logo, or do we supply it?',
      answer:
        'Either. Send us your existing files and we prepare them for embroidery, or we refresh an older logo so it stitches cleanly at small sizes.',
    },
    {
      question: 'What garments work best for Toronto winters?',
      answer:
        'Insulated soft-shells and parkas with embroidered chest logos, plus branded toques. They keep hosts warm at February open houses and still look sharp in photos.',
    },
    {
      question: 'Can new agents order later?',
      answer:
        'Yes. We keep your approved designs on file, and brokerages on the Brokerage Program get a private store where new agents order their own kit.',
    },
    {
      question: 'How is pricing set?',
      answer: 'Pricing is custom by quote and depends on garments, quantities and decoration. Volume clients can set up Net 30 terms.',
    },
  ],
  testimonial: {
    quote:
      'We wore the new jackets to a snowy Saturday open house in Leslieville and three visitors asked who we were before we said a word. It made a seven-agent team look like a brokerage.',
    author: 'Aaron Whitfield',
    role: 'Team Lead, Eastbound Realty Collective',
    service: 'Brand Apparel',
  },
  related: {
    heading: 'Related Services',
    items: [
      {
        title: 'Video Production',
        description: 'Agent profile films where your team and your brand share the frame.',
        href: paths.service('video'),
        icon: 'Video',
      },
      {
        title: 'Drone Photography',
        description: 'Aerial shots for the listings your branded team is standing in front of.',
        href: paths.service('drone'),
        icon: 'Drone',
      },
      {
        title: 'Matterport 3D Tours',
        description: 'Branded tours that carry your logo into every virtual showing.',
        href: paths.service('matterport'),
        icon: 'Rotate3d',
      },
    ],
  },
  cta: {
    heading: 'Dress the Brand You’re Building',
    body: 'Send us your logo and your team size, and we’ll come back with garments, mock-ups and a quote.',
    primary: { text: 'Request Brand Consultation', href: paths.contact, variant: 'primary' },
    secondary: { text: 'View Pricing', href: '#packages', variant: 'secondary' },
  },
  breadcrumbName: 'Brand Apparel',
  serviceType: 'Custom branded apparel for real estate professionals',
};

export default page;
