// Questions for the /faq page (18, three per category) and the home-page accordion.
// Answers quote the FAQ-page figures from which differ slightly from the service pages on purpose.
import type { FaqItem, PageHero, SeoFields } from './types';

export const faqCategories = ['General', 'Photography', 'Video', 'Drone', 'Matterport', 'Pricing'] as const;
export type FaqCategory = (typeof faqCategories)[number];

export const faqPageItems: (FaqItem & { category: FaqCategory })[] = [
  // General
  {
    category: 'General',
    question: 'Which areas do you serve?',
    answer:
      'We are based in Toronto and shoot across the Greater Toronto Area: Toronto, Mississauga, Brampton, Markham, Vaughan, Richmond Hill, Burlington, Milton, Oakville and Hamilton. Properties outside those cities are welcome too; ask us and we will confirm travel before you book.',
  },
  {
    category: 'General',
    question: 'How far in advance should I book a shoot?',
    answer:
      'Please book 48-72 hours ahead so we can schedule the right crew and plan around daylight. A typical shoot takes 2-3 hours on site. Our hours are Monday to Friday, 9:00 AM to 6:00 PM, and weekend shoots are available by appointment.',
  },
  {
    category: 'General',
    question: 'How quickly will you respond to my enquiry?',
    answer:
      'We answer e-mails within 2-4 hours during business hours. For quick questions or same-week bookings, message us on WhatsApp, Mon-Fri 9AM-6PM EST, or call the studio.',
  },

  // Photography
  {
    category: 'Photography',
    question: 'How many photos will I receive?',
    answer:
      'Each photography package includes 25-40 images, depending on the size of the property. Every image is professionally edited: verticals corrected, windows balanced, colour matched room to room, and delivered in MLS-ready and full-resolution versions.',
  },
  {
    category: 'Photography',
    question: 'How long does a photo shoot take?',
    answer:
      'A typical shoot takes 2-3 hours, including exteriors and any detail shots. A compact condo is often finished sooner, while a large detached home with drone or twilight add-ons can take longer. We give you a time window when you book.',
  },
  {
    category: 'Photography',
    question: 'How should the home be prepared before you arrive?',
    answer:
      'Clear the counters, put away personal photos and pet items, turn on every light, open the blinds and move cars off the driveway. We send a one-page preparation checklist with every booking confirmation that you can pass on to your sellers.',
  },

  // Video
  {
    category: 'Video',
    question: 'How long does it take to receive my video?',
    answer:
      'Listing videos are delivered within 48-72 hours of the shoot. Larger productions with interviews, licensed music selections or multiple locations are scheduled separately, and we confirm the delivery date when you book.',
  },
  {
    category: 'Video',
    question: 'How long are your property videos?',
    answer:
      'Condo tours run 60-90 seconds, which is the length buyers actually finish on a phone. Home tours run 2-3 minutes so there is time to walk the layout, the yard and the neighbourhood. We also cut a short vertical version for Instagram and other social platforms.',
  },
  {
    category: 'Video',
    question: 'Can I use the video on MLS and social media?',
    answer:
      'Yes. You receive a branded version with your name and contact details for your website and social channels, and an unbranded version that meets MLS rules. Both are yours to use for as long as the property is marketed.',
  },

  // Drone
  {
    category: 'Drone',
    question: 'Are your drone pilots licensed and insured?',
    answer:
      'Yes. Our pilots hold FAA Part 107 certification as well as Transport Canada drone pilot certification, and every flight is covered by liability insurance. We handle any airspace authorizations needed near airports such as Pearson and Billy Bishop.',
  },
  {
    category: 'Drone',
    question: 'What happens if the weather is bad on shoot day?',
    answer:
      'We fly only when wind is under 15 mph and there is no rain or snow, for safety and for steady footage. If conditions are not safe, we move the aerial portion to the next suitable day at no extra cost, and the interior shoot can usually go ahead as planned.',
  },
  {
    category: 'Drone',
    question: 'What do aerial photos and video add to a listing?',
    answer:
      'Aerials show what ground-level photos cannot: the size and shape of the lot, the pool and landscaping, and how close the home is to parks, schools, the lake or transit. They matter most for detached homes, large lots, waterfront and rural properties.',
  },

  // Matterport
  {
    category: 'Matterport',
    question: 'What is a Matterport 3D tour?',
    answer:
      'It is an interactive digital twin of the property. Buyers walk through it room by room on a phone, computer or VR headset, switch to a dollhouse view of the whole home and measure rooms themselves. Tours work on MLS, your website and social media.',
  },
  {
    category: 'Matterport',
    question: 'How long is my 3D tour hosted online?',
    answer:
      'Hosting for 12 months is included with every tour. You can extend it with a 2, 3 or 5-year plan, and when the property sells, any remaining hosting time can be transferred to the new owner.',
  },
  {
    category: 'Matterport',
    question: 'Can I get a floor plan with the 3D tour?',
    answer:
      'Yes. We can produce schematic floor plans from the same scan, with room names and dimensions, ready for the feature sheet and the MLS listing. Ordering them together with the tour saves a second visit to the property.',
  },

  // Pricing
  {
    category: 'Pricing',
    question: 'How much do your services cost?',
    answer:
      'Pricing is custom by quote, because a 600 sq ft condo and a 6,000 sq ft estate need very different crews and time. Tell us the address, size and services you need, and we will send a clear, itemised quote, usually within 2-4 hours.',
  },
  {
    category: 'Pricing',
    question: 'Do you offer payment terms for brokerages and teams?',
    answer:
      'Yes. Volume clients such as teams, brokerages and developers can be set up on Net 30 terms with a single monthly invoice. Individual bookings are invoiced when the media is delivered.',
  },
  {
    category: 'Pricing',
    question: 'Is there a discount for bundling services?',
    answer:
      'Yes. Combining photography, video, drone and a Matterport tour in one visit saves setup and travel time, and we pass those savings on in your quote. Agents with regular listings can also ask about a standing package.',
  },
];

export const faqPage: {
  hero: PageHero;
  seo: SeoFields;
  contactPrompt: string;
} = {
  hero: {
    title: 'Frequently Asked Questions',
    subtitle: 'Answers for agents, brokers and sellers',
    description: 'Booking, turnaround, drone rules, 3D tour hosting and pricing: the questions we hear most often, answered plainly.',
    image: 'oakville-estate-side-day',
  },
  seo: {
    title: 'FAQ | Real Estate Photography, Video & 3D Tours | Northframe Media',
    description:
      'Answers about booking, turnaround, photo counts, video length, drone certification, Matterport hosting and pricing for Northframe Media real estate media in the GTA.',
    keywords: [
      'real estate photography FAQ',
      'Toronto listing photography questions',
      'Matterport hosting Toronto',
      'drone photography rules GTA',
      'real estate video turnaround',
    ],
  },
  contactPrompt: 'Still have a question? Our team replies within 2-4 hours.',
};
