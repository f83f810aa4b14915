// Websites and apps for agents. Prices appear only where the agency publishes figures; the rest is by quote.
import type { ServicePage } from '../types';
import { paths } from '#shared/paths';

const page: ServicePage = {
  slug: 'website',
  heroKey: 'website',
  seo: {
    title: 'Real Estate Website Design in Toronto | Northframe Media',
    description:
      'Single property websites in 3-5 business days, agent websites in 2-4 weeks and custom real estate apps, designed in Toronto by the team that shoots your listings.',
    keywords: [
      'real estate website design Toronto',
      'single property website',
      'realtor website GTA',
      'real estate app development',
      'IDX website Toronto',
    ],
  },
  hero: {
    title: 'Real Estate|Website Design',
    subtitle: 'Websites built around the listing media that sells',
    description:
      'Fast, mobile-first sites for agents, teams and developers, with your photos, films and 3D tours front and centre instead of buried in a template.',
    image: 'chelster-hall-portico-twilight',
  },
  packagesHeading: 'Service Packages',
  packagesIntro: 'Pricing is custom by quote, sized to the scope. Payments follow milestones, and the domain and content are yours.',
  packages: [
    {
      title: 'Single Property Website',
      description: 'A dedicated address like 42ChestnutPark.ca for one listing, live before the sign goes up.',
      icon: 'House',
      price: '$500-1,500',
      features: [
        'Launched in 3-5 business days',
        'Gallery, film, 3D tour and floor plans on one page',
        'Showing request form sent to your inbox',
        'Neighbourhood map with schools and transit',
        'Printable feature sheet download',
      ],
    },
    {
      title: 'Agent Website',
      description: 'Your personal brand online: listings, sold history, reviews and neighbourhood guides.',
      icon: 'UserRound',
      price: '$2,500-$10,000+',
      features: [
        'Designed and launched in 2-4 weeks',
        'Listing pages you can update yourself',
        'Neighbourhood guides written for local search',
        'Lead capture connected to your CRM',
        'Payments by milestone: deposit, design approval, launch',
      ],
    },
    {
      title: 'Team & Brokerage Website',
      description: 'Multiple agents, shared listings and a recruiting page, under one brand.',
      icon: 'Users',
      features: [
        'Agent profile pages with individual lead routing',
        'Office and team listings in one search',
        'Recruiting and culture section',
        'Content training for your admin staff',
        'Priced by quote after a discovery call',
      ],
    },
    {
      title: 'Custom Web Platform',
      description: 'Presale portals, investor dashboards and booking tools built to your spec.',
      icon: 'Code',
      features: [
        'Delivered in 6-12 weeks',
        'Discovery workshop and clickable prototype first',
        'Registration walls and VIP presale access',
        'Integrations with your CRM and e-mail tools',
        'Milestone payments: deposit, design approval, launch',
      ],
    },
    {
      title: 'Mobile App',
      description: 'An iOS and Android app for your listings, clients or internal team.',
      icon: 'Smartphone',
      price: 'From $15,000',
      features: [
        'Built and published in 12-20 weeks',
        'Saved searches and push alerts for new listings',
        'Client portal for documents and showings',
        'App Store and Google Play submission handled',
        'Milestone payments: deposit, design approval, launch',
      ],
    },
    {
      title: 'Care & Growth Plan',
      description: 'Hosting, updates and monthly improvements after launch.',
      icon: 'ShieldCheck',
      features: [
        'Managed hosting, SSL and daily backups',
        'Security and plugin updates',
        'Monthly traffic and lead report',
        'New listing and blog pages added for you',
        'Priority support by e-mail and WhatsApp',
      ],
    },
  ],
  featured: {
    heading: 'Featured Work',
    intro: 'Recent websites for agents, teams and developers across the GTA. Select any piece to view it full screen.',
    items: [
      {
        id: 'website-feat-1',
        title: 'Chelster Hall Property Site',
        description: 'A page for a South Rosedale manor: its façade photograph behind the title, the facts a buyer asks first below it.',
        type: 'image',
        src: 'studio-website-laptop',
        category: 'Single Property',
        specs: 'Launched in 4 business days',
        alt: 'A laptop open on a walnut desk in afternoon light, its screen showing a property website: Chelster Hall’s page, with the red-brick façade behind the title and the facts below.',
      },
      {
        id: 'website-feat-2',
        title: 'Leaside Agent Website',
        description:
          'A personal site for a Leaside agent, each listing opening on its twilight photograph, with neighbourhood guides that rank locally.',
        type: 'image',
        src: 'studio-website-leaside',
        category: 'Agent Website',
        specs: '14 pages · launched in 4 weeks',
        alt: 'A laptop on a walnut desk in afternoon light, open on the Leaside agent’s website: the infill house at blue hour behind the words Just listed and a Request a showing button, above a row of listings',
      },
      {
        id: 'website-feat-3',
        title: 'King West Loft Property Site',
        description:
          'A page for a Wellington Street hard loft: its brick-walled living room behind the title, the facts a loft buyer asks first below it.',
        type: 'image',
        src: 'studio-website-king-west-front',
        category: 'Single Property',
        specs: 'Launched in 5 business days',
        alt: 'A laptop on a walnut desk in the studio’s afternoon light, open on the King West Loft Conversion page the studio built: the brick-walled living room under its title, above the property’s facts.',
      },
      {
        id: 'website-feat-4',
        title: 'Liberty Village Leasing Page',
        description:
          'A leasing page for a 14,200 sq ft brick-and-timber office floor in a converted warehouse, with the floor’s facts and a tour request form.',
        type: 'image',
        src: 'studio-website-liberty-side',
        category: 'Commercial Leasing',
        specs: 'Launched in 1 week',
        alt: 'A laptop on a walnut desk in the studio’s afternoon light, open on the Liberty Village Creative Office page the studio built: the open-plan office floor under its title, with a stoneware vase at the desk’s end.',
      },
      {
        id: 'website-feat-5',
        title: 'Kleinburg Estates Listings App',
        description: 'An iOS and Android app for a Vaughan luxury team, sending push alerts for new estate listings.',
        type: 'image',
        src: 'kleinburg-estate-living',
        category: 'Mobile App',
        specs: 'iOS & Android · 16 weeks',
        alt: 'A listing photograph from the app: the Kleinburg living room at dusk, a stone fireplace between two sofas and a floor-to-ceiling window onto the autumn woods',
      },
    ],
  },
  process: {
    heading: 'Our Process',
    steps: [
      {
        title: 'Discovery',
        description: 'A call about your market, your buyers and the sites you admire, followed by a written scope and quote.',
        icon: 'Search',
      },
      {
        title: 'Design',
        description: 'Page designs built around your real photos and copy, not placeholders, ready for your approval.',
        icon: 'PenTool',
      },
      {
        title: 'Build',
        description: 'We develop the site mobile-first, connect your forms and CRM, and load your listings.',
        icon: 'Code',
      },
      {
        title: 'Review & Launch',
        description: 'You test a private preview, we fix what you flag, then connect your domain and go live.',
        icon: 'Rocket',
      },
      {
        title: 'Grow',
        description: 'Training for your team, plus optional monthly care to keep the site fast, secure and current.',
        icon: 'TrendingUp',
      },
    ],
  },
  faqHeading: 'Frequently Asked Questions',
  faqs: [
    {
      question: 'How much does a real estate website cost?',
      answer:
        'Single property sites cost $500-1,500. Agent websites range from $2,500 to $10,000+ depending on pages and integrations, and mobile apps start from $15,000. Larger custom work is quoted after a discovery call.',
    },
    {
      question: 'How long does it take to build?',
      answer:
        'Single property sites launch in 3-5 business days and agent sites in 2-4 weeks. Custom platforms take 6-12 weeks and mobile apps 12-20 weeks.',
    },
    {
      question: 'How do payments work?',
      answer: 'Projects are paid in milestones: a deposit to start, a payment at design approval and the balance at launch.',
    },
    {
      question: 'Can my site show MLS listings?',
      answer:
        'Yes. We can connect an IDX feed once your brokerage and board approve the data agreement, and feature your own listings with full photo galleries and tours.',
    },
    {
      question: 'Will I be able to update the site myself?',
      answer:
        'Yes. Listings, blog posts and neighbourhood guides are edited in a simple dashboard, and we train you or your admin before launch. The domain and content are yours.',
    },
    {
      question: 'Will my website work well on phones?',
      answer:
        'Every site is designed mobile-first, because most buyers first see your listing on a phone. We test on current iPhone and Android devices and tune images so pages load fast on mobile data.',
    },
  ],
  testimonial: {
    quote:
      'Our team site replaced a template that never produced a lead. Within two months, inquiries from the neighbourhood guides were up 40%, and they come in already knowing which streets they want.',
    author: 'Natalie Brooks',
    role: 'Team Lead, Roncesvalles Home Group',
    service: 'Website Design',
  },
  related: {
    heading: 'Related Services',
    items: [
      {
        title: 'Real Estate Photography',
        description: 'Hero images and galleries that make a website feel premium.',
        href: paths.service('photography'),
        icon: 'Camera',
      },
      {
        title: 'Video Production',
        description: 'Background films and agent profiles for your home page.',
        href: paths.service('video'),
        icon: 'Video',
      },
      {
        title: 'Matterport 3D Tours',
        description: 'Interactive tours embedded on every listing page.',
        href: paths.service('matterport'),
        icon: 'Rotate3d',
      },
    ],
  },
  cta: {
    heading: 'Give Your Listings a Better Home Online',
    body: 'Tell us what you need, from a single listing site to a full app, and we’ll reply with a scope and a timeline.',
    primary: { text: 'Get Started Today', href: paths.contact, variant: 'primary' },
    secondary: { text: 'View Our Work', href: paths.portfolioCategory('website-design'), variant: 'secondary' },
  },
  breadcrumbName: 'Website Design',
  serviceType: 'Real estate website design and development',
};

export default page;
