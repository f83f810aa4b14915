// AI services. The hero uses the "automation" key because /services/automation is the same offer
// under the name the footer and sitemap link to.
import type { ServicePage } from '../types';
import { paths } from '#shared/paths';

const page: ServicePage = {
  slug: 'ai-services',
  heroKey: 'automation',
  seo: {
    title: 'AI Services & Automation for Real Estate | Northframe Media',
    description:
      'AI virtual staging and photo enhancement in 24-48 hours, pricing models with 85-92% claimed accuracy, and lead chatbots set up in 2-3 weeks for Toronto agents.',
    keywords: [
      'AI real estate tools Toronto',
      'AI virtual staging',
      'real estate chatbot',
      'real estate automation GTA',
      'AI property price prediction',
    ],
  },
  hero: {
    title: 'AI Services|& Automation',
    subtitle: 'Less admin, faster listings, smarter pricing',
    description:
      'Practical AI for Toronto agents: virtual staging without the furniture rental, chatbots that answer at 11 PM, and market models trained on GTA sales.',
    image: 'liberty-village-office-center-west',
  },
  packagesHeading: 'Service Packages',
  packagesIntro: 'Pricing is custom by quote, sized to your tools and your team. Every package is set up on your own data and rules.',
  packages: [
    {
      title: 'AI Virtual Staging',
      description: 'Empty rooms furnished in minutes of your time, reviewed by a human editor.',
      icon: 'Sofa',
      features: [
        'Delivered in 24-48 hours',
        'Styles matched to the neighbourhood and buyer',
        'Human review of every image for realism',
        'Unstaged original included for disclosure',
        'Unlimited style swaps within the package',
      ],
    },
    {
      title: 'AI Photo Enhancement',
      description: 'Batch colour, sky and clutter fixes for agents who shoot on their phones.',
      icon: 'WandSparkles',
      features: [
        'Delivered in 24-48 hours',
        'Lighting, colour and vertical correction',
        'Sky replacement and clutter removal',
        'MLS-sized exports',
        'Works with phone and DSLR photos',
      ],
    },
    {
      title: 'Listing Copy Assistant',
      description: 'Drafts of listing descriptions and social captions in your voice, from the photos and the feature sheet.',
      icon: 'FileText',
      features: [
        'Trained on your past listings and tone',
        'MLS-length and long-form versions',
        'Social captions and e-mail blast drafts',
        'Flags claims that need checking before publishing',
        'You approve every word before it goes out',
      ],
    },
    {
      title: 'Price Prediction Model',
      description: 'Pricing guidance from recent GTA sales, to support your comparative market analysis.',
      icon: 'TrendingUp',
      features: [
        'Claimed accuracy of 85-92% on tested GTA sales',
        'Comparable sales and days-on-market ranges',
        'Neighbourhood-level trend charts',
        'Report ready for listing presentations',
        'Always paired with your own CMA judgement',
      ],
    },
    {
      title: 'Lead Chatbot',
      description: 'A website and WhatsApp assistant that answers buyer questions and books showings.',
      icon: 'Bot',
      features: [
        'Set up in 2-3 weeks',
        'Only 3-5 hours of your time in total',
        'Answers questions about your listings around the clock',
        'Qualifies leads and books showings into your calendar',
        'Hands off to you with the full conversation',
      ],
    },
    {
      title: 'Workflow Automation',
      description: 'The repetitive steps between a new listing and a closed deal, done for you.',
      icon: 'Workflow',
      features: [
        'New-listing checklists triggered automatically',
        'Showing feedback requests and follow-ups',
        'CRM updates from forms, e-mail and chat',
        'Weekly seller reports assembled automatically',
        'Built on tools you already use where possible',
      ],
    },
  ],
  featured: {
    heading: 'Featured Work',
    intro: 'Recent AI tools we have set up for agents and teams across the GTA. Select any piece to view it full screen.',
    items: [
      {
        id: 'ai-feat-1',
        title: 'Listing Media Dashboard',
        description: 'One screen where a 14-agent team adds, orders and publishes every listing’s photos, films and tours.',
        type: 'image',
        src: 'studio-dashboard-laptop',
        category: 'Workflow Automation',
        specs: '14 agents · 6 automated workflows',
        alt: 'A laptop on a walnut desk in afternoon light, its screen showing a listing-media dashboard: a sidebar of services and rows of listings with their photographs, beside a notebook and pen.',
      },
      {
        id: 'ai-feat-2',
        title: 'Empty Condo, Staged in 24 Hours',
        description:
          'A vacant Yonge and Eglinton suite staged for a young professional buyer, with the empty original kept for disclosure.',
        type: 'image',
        src: 'yonge-eglinton-split',
        category: 'Virtual Staging',
        specs: '4 rooms · delivered in 24 hours',
        alt: 'A Yonge and Eglinton condo living room, half empty and half virtually staged, split just left of the sofa: on the left the vacant room, its oak floor and window wall; on the right a grey sofa, a green armchair on a cream rug, a potted tree, a floor lamp and an abstract painting',
      },
      {
        id: 'ai-feat-3',
        title: 'Cornell Townhome Price Model',
        description:
          'A sale-price model for Cornell townhomes in Markham, trained on three years of sales and used in listing presentations.',
        type: 'image',
        src: 'cornell-townhomes-porch-day',
        category: 'Price Prediction',
        specs: 'Cornell townhomes · 85-92% claimed accuracy',
        alt: 'New Cornell townhomes in Markham close up: buff, grey and red brick fronts with white-railed porches on stone bases, a charcoal and a red front door, lamplit front rooms and clipped boxwoods along the walk',
      },
      {
        id: 'ai-feat-4',
        title: 'After-Hours Lead Assistant',
        description: 'A chatbot on a property site that answers buyers’ late-night questions and books next-day showings.',
        type: 'image',
        src: 'studio-website-oakville-side',
        category: 'Lead Chatbot',
        specs: 'Set up in 3 weeks · 4 client hours',
        alt: 'A laptop on a walnut desk in afternoon light, open on a property website: the Lakeshore Road Estate page, with the limestone house at dusk under its title and a stoneware vase at the desk’s end',
      },
      {
        id: 'ai-feat-5',
        title: 'Brokerage Back-Office Automation',
        description:
          'Deal paperwork reminders and CRM updates automated for a Liberty Village brokerage working out of a converted warehouse.',
        type: 'image',
        src: 'liberty-village-office-center',
        category: 'Workflow Automation',
        specs: '9 workflows · 2 weeks to launch',
        alt: 'An open-plan office in a converted warehouse: white bench desks with monitors and grey stools either side of a timber post, under exposed beams and long linear lights, with steel-framed windows in the red-brick wall',
      },
    ],
  },
  process: {
    heading: 'Our Process',
    steps: [
      {
        title: 'Discovery Call',
        description: 'We map where your week goes and which tasks repeat, and pick the one with the biggest payoff.',
        icon: 'MessageSquare',
      },
      {
        title: 'Audit & Plan',
        description: 'We review your tools, data and listings, then send a plan with costs and a timeline.',
        icon: 'ClipboardList',
      },
      {
        title: 'Build & Train',
        description: 'We configure the models and automations on your own listings, tone and rules.',
        icon: 'BrainCircuit',
      },
      {
        title: 'Launch',
        description: 'We go live with you watching, and test every path a buyer or seller can take.',
        icon: 'Rocket',
      },
      {
        title: 'Measure & Improve',
        description: 'Monthly reviews of results, with tuning as the market and your business change.',
        icon: 'ChartLine',
      },
    ],
  },
  faqHeading: 'Frequently Asked Questions',
  faqs: [
    {
      question: 'How fast are AI-edited images delivered?',
      answer: 'Virtual staging and AI photo enhancement are delivered in 24-48 hours, and every image is checked by a human editor first.',
    },
    {
      question: 'How accurate is the price prediction model?',
      answer:
        'On tested GTA sales the model’s claimed accuracy is 85-92%, depending on the property type and how many comparable sales exist. It supports your CMA; it never replaces your judgement.',
    },
    {
      question: 'How long does a chatbot take to set up?',
      answer:
        'Two to three weeks from kickoff to launch. We need only 3-5 hours of your time, mostly to review answers and confirm how you want leads handed off.',
    },
    {
      question: 'What happens to my clients’ data?',
      answer:
        'Your data is used only for your models and automations and is handled in line with Canadian privacy law (PIPEDA). It is never sold or used to train tools for other clients.',
    },
    {
      question: 'Do I need to disclose AI-staged photos?',
      answer:
        'Yes, and we make it easy. Every staged image comes with its unstaged original, so you can caption it as virtually staged and keep your listing accurate.',
    },
    {
      question: 'Will it work with my CRM and website?',
      answer:
        'Usually, yes. We connect to the CRMs, calendars and e-mail tools agents commonly use, and if you have a Northframe website, the chatbot installs in a day.',
    },
  ],
  testimonial: {
    quote:
      'The chatbot took three weeks to set up and about four hours of my time. It now books showings while I sleep, and I spend 40% less of my week on follow-up admin.',
    author: 'Jasmine Patel',
    role: 'Sales Representative, Northgate Urban Realty',
    service: 'AI Services',
  },
  related: {
    heading: 'Related Services',
    items: [
      {
        title: 'Real Estate Photography',
        description: 'Professional photos give AI staging and enhancement the best start.',
        href: paths.service('photography'),
        icon: 'Camera',
      },
      {
        title: 'Website Design',
        description: 'A fast agent website where your chatbot and lead tools live.',
        href: paths.service('website'),
        icon: 'Globe',
      },
      {
        title: 'Brand Apparel',
        description: 'Keep your brand as consistent in person as it is online.',
        href: paths.service('brand'),
        icon: 'Shirt',
      },
    ],
  },
  cta: {
    heading: 'See What AI Can Take Off Your Plate',
    body: 'Book a 30-minute demo and we’ll show you the tools on one of your own listings.',
    primary: { text: 'Schedule a Demo', href: paths.contact, variant: 'primary' },
    secondary: { text: 'View Pricing', href: '#packages', variant: 'secondary' },
  },
  breadcrumbName: 'AI Services',
  serviceType: 'AI automation services for real estate',
};

export default page;
