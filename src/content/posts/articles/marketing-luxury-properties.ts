// Body of "Marketing Luxury Properties in the GTA". Metadata lives in ../index.ts.
import type { BlogBlock } from '#content/types';

export const content: BlogBlock[] = [
  {
    type: 'paragraph',
    text: 'At $3 million in Rosedale or $5 million on the Oakville lakefront, the buyer pool is small, busy and already looking at other houses. They are not scrolling listings at midnight; their agent, their assistant or a friend sends them a link, and they decide in a few minutes whether the property deserves a Saturday. Marketing a luxury listing is less about reach and more about making that one link impossible to ignore, then turning the interest it creates into a private showing.',
  },
  {
    type: 'paragraph',
    text: 'This is the launch framework we build with listing agents for high-end homes across the GTA, from the Bridle Path and Forest Hill to Lorne Park, King City and the Oakville and Burlington waterfront.',
  },
  { type: 'heading', text: 'Start with the buyer, not the house' },
  {
    type: 'paragraph',
    text: 'Every decision that follows, from which rooms get a dedicated video scene to which postal codes see the ads, depends on who is likely to buy. Write it down before the shoot. In the GTA luxury market, most buyers fall into a handful of groups:',
  },
  {
    type: 'list',
    items: [
      'Move-up families from midtown and North York looking for school catchments (Lawrence Park, Forest Hill, the Kingsway) and space for children to grow into.',
      'Executives relocating from other provinces or from the US, who often shortlist remotely and fly in for a single day of showings.',
      'Downsizers selling large family homes, who want quality, single-floor living and low maintenance, often in Yorkville condos or Oakville bungalows.',
      'Builders and investors looking at land value, for whom the aerials, the lot dimensions and the zoning matter more than the kitchen.',
    ],
  },
  {
    type: 'paragraph',
    text: "Two rules shape this list. The federal ban on residential purchases by non-Canadians currently runs until January 1, 2027; it doesn't apply to permanent residents and exempts some work-permit holders, and Ontario's Non-Resident Speculation Tax applies province-wide. Both make broad overseas advertising a poor use of budget for most listings. Your energy is better spent on Canadian buyers and the agents who represent them.",
  },
  { type: 'heading', text: 'The media package for a luxury listing' },
  {
    type: 'paragraph',
    text: 'A standard listing shoot is 25-35 photos. A luxury home needs a fuller story, and each piece has a job in the funnel:',
  },
  {
    type: 'list',
    items: [
      'Photography: 50 or more finished images, including daylight exteriors, a real twilight shoot (not a virtual one), detail vignettes of materials and millwork, and lifestyle frames such as a set table or a lit fireplace.',
      'Cinematic film: a 1.5-3 minute property film with a narrative arc from approach to the best view in the house, plus a 30-45 second vertical cut for Reels, Shorts and TikTok and a 15-second teaser.',
      'Aerials: the lot, the setting and the distance to what matters, whether that is the lake, the ravine, the club or the private school.',
      'Matterport 3D tour: for the out-of-town executive, the tour is the first showing. Hosting runs 12 months by default and the remaining time transfers on sale.',
      'Floor plans with room dimensions, which serious buyers and their designers pore over.',
      'A single-property website on its own domain, built in 3-5 business days, bringing everything together with a private showing request form.',
      "Print: a heavy-stock feature book for the showing and for the buyer agent's client, not a folded feature sheet.",
    ],
  },
  {
    type: 'image',
    src: 'backyard-pool',
    caption:
      'Lifestyle frames sell the way a home is lived in: the pool terrace of a Lorne Park listing, shot at golden hour with the outdoor kitchen lit.',
    alt: 'A backyard pool terrace with lounge chairs and an outdoor kitchen in warm evening light',
  },
  { type: 'heading', text: 'The funnel: awareness, consideration, conversion' },
  {
    type: 'paragraph',
    text: 'Luxury marketing works as a funnel like any other, just with smaller numbers and a longer middle. Plan the content for each stage and measure each stage separately.',
  },
  {
    type: 'heading',
    text: 'Awareness: getting in front of the right few thousand people',
  },
  {
    type: 'list',
    items: [
      'Paid social targeted by area and household income, concentrated on the postal code areas where likely buyers live now: M4W and M5P for Rosedale and Forest Hill, M2L for the Bridle Path and York Mills, L6J for south-east Oakville.',
      'YouTube pre-roll of the 15-second teaser to the same audiences. Luxury films hold attention well; completion rates are a useful early signal.',
      'Direct outreach to the agents who sold comparable homes in the past two years. Their buyers who missed out are your warmest audience.',
      'Print placement in a luxury home magazine, timed so the issue lands during launch week.',
    ],
  },
  {
    type: 'heading',
    text: 'Consideration: letting qualified buyers go deep',
  },
  {
    type: 'paragraph',
    text: 'Every ad and every post points to the property website, not to the MLS listing. There the buyer can watch the full film, walk the 3D tour, study the floor plans and read a neighbourhood page: schools, clubs, the walk to Yorkville or to the lake, commute times at 8 AM. Offer a downloadable feature book in exchange for a name and email. The people who download it are your follow-up list, and their agents are the people to call.',
  },
  {
    type: 'heading',
    text: 'Conversion: the private showing',
  },
  {
    type: 'paragraph',
    text: 'At this level, open houses do more for the neighbours than for the sale. Replace them with a broker preview in the first week, with the film on the big screen and a caterer in the kitchen, and then private showings by appointment. Stage the showing like a shoot: lights on, fireplaces lit, music low, the feature book on the island. Follow up within 24 hours with a short personal video from the listing agent answering the questions the buyer asked.',
  },
  {
    type: 'highlight',
    text: 'Numbers to watch: cost per qualified lead, not per click; 3D tour sessions longer than five minutes; video completion rate; feature-book downloads; and showings booked per week. If tour engagement is strong but showings are thin, the problem is usually price, not marketing.',
  },
  { type: 'heading', text: 'A three-week launch timeline' },
  {
    type: 'list',
    items: [
      'Week minus 3: agree the buyer profile and the story. Book landscaping, window cleaning and any physical staging. Reserve the property domain.',
      'Week minus 2: the shoot, over two days if needed: interiors and detail in the morning light, exteriors and twilight in the evening, aerials and the Matterport scan on the second day, film the same week.',
      'Week minus 1: photos delivered within 24-48 hours, website build, ad creative, feature book to print. The film follows on its 7-10 business day schedule, or from 72 hours with rush.',
      'Launch week: the listing, the website, the teaser and the paid campaign go live the same morning. Broker preview mid-week.',
      'Weeks 2 to 4: private showings, weekly reporting to the seller, and a fresh round of creative, such as a detail-focused cut of the film, if activity slows.',
    ],
  },
  {
    type: 'image',
    src: 'studio-website-laptop',
    caption: 'A single-property website is the hub of the funnel: film, tour, floor plans and a private showing request in one place.',
    alt: 'A laptop open on a walnut desk, its screen showing a property website: a red-brick manor behind the title and the property facts below',
  },
  { type: 'heading', text: 'Discretion is part of the brand' },
  {
    type: 'paragraph',
    text: "Many luxury sellers are private people, and some are public figures. The marketing has to respect that without looking secretive. We agree in advance what will not be photographed: security panels and cameras, safes, gun cabinets, children's rooms with names on the walls, family photos, and art that is insured or simply personal. Where the seller prefers, the property website can show the neighbourhood and street rather than the exact address until a buyer is qualified. Everything else follows the same advertising standards as any Ontario listing: accurate, disclosed where altered, and never misleading.",
  },
  {
    type: 'quote',
    text: 'A luxury buyer can tell in ten seconds whether a listing was marketed or merely posted. The film, the twilight photos and the private showing all say the same thing: this house was treated with care, so you can expect the same from us.',
    author: 'Sofia Marchetti, Head of Marketing',
  },
  { type: 'heading', text: 'What this costs, and what it returns' },
  {
    type: 'paragraph',
    text: 'A full luxury media package with film, twilight photography, aerials, a 3D tour, a property website and print is a meaningful investment, and every package we build is quoted to the property. Set against a commission on a multi-million-dollar sale, and against the cost of a listing that sits for two extra months and takes a price cut, it is small. Our agents have seen well-marketed luxury listings draw 30 to 40 percent more showing requests than their previous campaigns, and sell in as little as three weeks.',
  },
  {
    type: 'paragraph',
    text: 'The principle behind it all is simple. At the top of the market, the marketing is a preview of the property. Make it as considered as the house itself, and the right buyer will notice.',
  },
];
