// The starting items of the admin-managed store. db.json at the repo root is exactly
// JSON.stringify(seedPortfolio, null, 2) + "\n"; portfolio.test.ts fails if the two drift apart,
// so edit this module and regenerate db.json rather than editing the JSON by hand.
import type { CollectionKey } from '#shared/catalog';
import type { PortfolioItem } from '#shared/portfolio-item';

export const seedPortfolio: Record<CollectionKey, PortfolioItem[]> = {
  photographyPortfolio: [
    {
      id: 'photography-1730000000001',
      title: 'Modern Infill at Blue Hour, Leaside',
      description:
        'A four-bedroom custom build on Bessborough Drive, shot at blue hour with every interior lamp balanced so the floor-to-ceiling glazing glows without blowing out.',
      type: 'image',
      src: 'leaside-infill-twilight',
      category: 'Exterior',
      specs: '4,200 sq ft · 38 photos · twilight',
      alt: 'A modern two-storey infill house at blue hour, its charcoal-brick ground floor and white upper volume lit from inside, with warm windows and soffit lights between older brick neighbours',
    },
    {
      id: 'photography-1730000000002',
      title: 'South-West Corner Suite, CityPlace',
      description:
        'Two-bedroom condo on Fort York Boulevard, bracketed for the bright lake light so the skyline stays visible through the windows while the living room reads true to colour.',
      type: 'image',
      src: 'condo-interior',
      category: 'Interior',
      specs: '1,050 sq ft · 28 photos · HDR',
      alt: 'Bright condo living room with floor-to-ceiling windows and a view of the Toronto waterfront',
    },
  ],
  videoPortfolio: [
    {
      id: 'video-1730000000101',
      title: 'Forest Hill Estate Cinematic Tour',
      description:
        'A slow, gimbal-led walk through a limestone estate on Old Forest Hill Road, opening on an aerial of the ravine and closing on the terrace at sunset.',
      type: 'video',
      src: 'Xk3pQ8vTn2M',
      thumbnail: 'luxury-estate',
      category: 'Luxury Listing',
      specs: '2:45 · 4K · gimbal and aerial',
    },
    {
      id: 'video-1730000000102',
      title: 'Liberty Village Loft Walkthrough',
      description:
        'A 90-second walkthrough of a brick-and-beam loft on Western Battery Road, cut in both landscape for MLS and vertical for Instagram Reels.',
      type: 'video',
      src: 'r7LwD2cYh9E',
      thumbnail: 'kitchen',
      category: 'Condo',
      specs: '1:30 · 4K · vertical cut included',
    },
    {
      id: 'video-1730000000103',
      title: 'Meet the Agent: Bayview Village Team',
      description:
        'A two-camera introduction film for a four-agent team, shot in their Bayview Avenue office and on the streets they farm, ready for their website and listing presentations.',
      type: 'video',
      src: 'Gm5tVb0sK1w',
      thumbnail: 'video-set',
      category: 'Agent Branding',
      specs: '1:50 · two-camera interview',
    },
  ],
  dronePortfolio: [
    {
      id: 'drone-1730000000201',
      title: 'Acreage Survey Overview, King City',
      description:
        'Top-down and oblique stills of a 2.3-acre building lot off Keele Street, with the lot lines traced so buyers can see the setbacks and the mature tree line at a glance.',
      type: 'image',
      src: 'aerial-lot',
      category: 'Land',
      specs: '2.3 acres · 24 stills · lot lines drawn',
      alt: 'Aerial view of a wooded building lot with its boundary outlined beside a country road',
    },
    {
      id: 'drone-1730000000202',
      title: 'Scarborough Bluffs Lakefront Flyover',
      description:
        'A low pass along the bluffs that climbs to reveal a clifftop home on Fishleigh Drive and its uninterrupted view over Lake Ontario.',
      type: 'video',
      src: 'bD4nR6yPq0Z',
      thumbnail: 'lakefront',
      category: 'Waterfront',
      specs: '1:40 · 4K 60 fps',
    },
    {
      id: 'drone-1730000000203',
      title: 'Neighbourhood Context, The Beaches',
      description:
        'An annotated aerial showing how a Balsam Avenue semi sits between Queen Street East, Kew Gardens and the boardwalk, all within a ten-minute walk.',
      type: 'image',
      src: 'aerial-neighbourhood',
      category: 'Neighbourhood',
      specs: 'Annotated · Queen St E, Kew Gardens, boardwalk',
      alt: 'Aerial view of tree-lined Beaches streets running down to the Lake Ontario shoreline',
    },
    {
      id: 'drone-1730000000204',
      title: 'Waterfront Skyline Reveal at Night',
      description:
        'A night flight that rises from the Queens Quay waterfront to frame the skyline behind a pre-construction site, used as the opening shot of the launch film.',
      type: 'video',
      src: 'Tz8hJ3kWm5s',
      thumbnail: 'toronto-skyline-night',
      category: 'Pre-Construction',
      specs: '0:55 · night flight · 4K',
    },
  ],
  matterportPortfolio: [
    {
      id: 'matterport-1730000000301',
      title: 'Rosedale Family Home 3D Tour',
      description:
        'Three floors of a 1910 Edwardian home on Crescent Road, with tags on the restored plaster mouldings and the 2023 kitchen so remote buyers can explore every room.',
      type: 'embed',
      src: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
      thumbnail: 'chelster-hall-dining',
      category: 'Residential',
      specs: '3,800 sq ft · 3 floors · 142 scan points',
    },
    {
      id: 'matterport-1730000000302',
      title: 'Yorkville Penthouse Dollhouse',
      description:
        'A sub-penthouse on Bloor Street West scanned with its two terraces, so overseas buyers could walk the layout and measure for furniture before flying in.',
      type: 'embed',
      src: 'https://my.matterport.com/show/?m=Kd8pXt3Nq7R',
      thumbnail: 'harbourfront-terrace-night',
      category: 'Condo',
      specs: '2,100 sq ft · 68 scan points',
    },
    {
      id: 'matterport-1730000000303',
      title: 'Bay Street Office Floor',
      description:
        'A full office floor in the Financial District with mattertags on server rooms, boardrooms and washrooms, used by the leasing team for remote first viewings.',
      type: 'embed',
      src: 'https://my.matterport.com/show/?m=vB2mHc7Lr4W',
      thumbnail: 'liberty-village-office',
      category: 'Commercial',
      specs: '11,500 sq ft · 210 scan points',
    },
  ],
  editingPortfolio: [
    {
      id: 'editing-1730000000401',
      title: 'HDR Window Pull, Summerhill Living Room',
      description:
        'Seven brackets blended by hand so the garden outside the bay window stays green and the oak floors keep their warmth, without the grey haze of automated HDR.',
      type: 'image',
      src: 'summerhill-living',
      category: 'HDR Enhancement',
      specs: '7-bracket blend · Basic 24-hour turnaround',
      alt: 'A bright living room with a pale sofa under abstract art, two armchairs and a round coffee table on a rug, oak floor, and a large window onto a green garden and mature trees',
    },
    {
      id: 'editing-1730000000402',
      title: 'Virtual Staging, Vacant Condo at Yonge and Eglinton',
      description:
        'An empty one-bedroom furnished in a warm Scandinavian style, with rugs and shadows matched to the real window light so it reads as a photograph.',
      type: 'image',
      src: 'yonge-eglinton-staged',
      category: 'Virtual Staging',
      specs: '4 rooms staged · Professional 12-hour turnaround',
      alt: 'A condo living room with a window wall, virtually staged with a grey sofa, two green armchairs, a rug, a floor lamp and an abstract painting',
    },
    {
      id: 'editing-1730000000403',
      title: 'Day-to-Dusk Conversion, Etobicoke Bungalow',
      description:
        'A midday exterior under a flat, pale sky, turned into a twilight hero shot with a new sky, lit windows and warm porch lights.',
      type: 'image',
      src: 'etobicoke-bungalow-dusk',
      category: 'Sky Replacement',
      specs: 'Sky replacement · window glow added',
      alt: 'A buff-brick bungalow at dusk after the edit: a deep blue sky, a glowing picture window and porch lights',
    },
    {
      id: 'editing-1730000000404',
      title: 'Mixed-Light Kitchen Colour Fix',
      description:
        'Daylight, pot lights and under-cabinet LEDs all at different temperatures, corrected so the white quartz counters read white and the walnut cabinets keep their tone.',
      type: 'image',
      src: 'kitchen',
      category: 'Color Correction',
      specs: '3 light sources balanced',
      alt: 'Bright kitchen with white counters, walnut cabinets and natural light',
    },
    {
      id: 'editing-1730000000405',
      title: 'Backyard Clean-Up and Lawn Enhancement',
      description:
        'Garden hoses, a recycling bin and a patchy August lawn removed or repaired around a Mississauga pool, with the water colour brought back to a clear blue.',
      type: 'image',
      src: 'backyard-pool',
      category: 'Retouching',
      specs: 'Object removal · lawn and water retouch',
      alt: 'Landscaped backyard with a clear blue pool and a green lawn',
    },
    {
      id: 'editing-1730000000406',
      title: 'Perspective Correction, Ensuite Bathroom',
      description:
        'Verticals straightened, mirror reflections of the tripod removed and the marble veining kept crisp in a tight ensuite shot on a wide lens.',
      type: 'image',
      src: 'bathroom',
      category: 'HDR Enhancement',
      specs: 'Verticals corrected · Premium 6-hour turnaround',
      alt: 'Marble ensuite bathroom with a freestanding tub and straight vertical lines',
    },
  ],
  webDesignPortfolio: [
    {
      id: 'webDesign-1730000000501',
      title: 'Harbourline Realty Agent Website',
      description:
        'A custom-coded site for a twelve-agent boutique brokerage, with live listings, neighbourhood guides and a booking form that replaced three separate tools.',
      type: 'image',
      src: 'website-laptop',
      category: 'Agent Website',
      specs: 'Custom code · 14 pages · 4-week build',
      alt: 'Laptop showing a real estate agent website with a large home photo and listing cards',
    },
    {
      id: 'webDesign-1730000000502',
      title: 'Single-Property Site, Lakeshore Road East',
      description:
        'A one-page site for an Oakville waterfront estate with the film, the 3D tour, the floor plans and a private-showing request, launched before the MLS went live.',
      type: 'image',
      src: 'luxury-estate',
      category: 'Single Property',
      specs: 'Delivered in 4 business days',
      alt: 'Single-property website hero featuring a large stone estate',
    },
    {
      id: 'webDesign-1730000000503',
      title: 'The Wellesley Pre-Construction Microsite',
      description:
        'A register-interest microsite for a 28-storey condo launch, with floor-plan filters by exposure and a VIP list that collected 1,400 sign-ups in six weeks.',
      type: 'image',
      src: 'condo-tower',
      category: 'Developer Microsite',
      specs: '1,400 registrations in 6 weeks',
      alt: 'Condo tower rendering on a pre-construction registration website',
    },
    {
      id: 'webDesign-1730000000504',
      title: 'Liberty Village Commercial Leasing Portal',
      description:
        'A leasing site for a converted warehouse campus, listing every available suite with its 3D tour, drawings and a one-click enquiry to the leasing agent.',
      type: 'image',
      src: 'commercial-office',
      category: 'Commercial',
      specs: '22 suites · 3D tours embedded',
      alt: 'Open-plan creative office with exposed brick and timber beams',
    },
  ],
  brandApparelPortfolio: [
    {
      id: 'brandApparel-1730000000601',
      title: 'Team Softshell Jackets, Harbourline Realty',
      description:
        'Water-resistant softshells in deep navy, with a tonal embroidered logo on the chest and the brokerage wordmark across the back for open-house weekends.',
      type: 'image',
      src: 'brand-jacket',
      category: 'Outerwear',
      specs: '48 jackets · embroidered chest and back',
      alt: 'Navy softshell jacket with an embroidered real estate brokerage logo',
    },
    {
      id: 'brandApparel-1730000000602',
      title: 'On-Set Crew Kit',
      description:
        'Our own quarter-zips and caps: quiet charcoal with a small brass logo, so our crew looks professional in a seller’s home without competing with the listing agent.',
      type: 'image',
      src: 'founder-portrait',
      category: 'Team Uniform',
      specs: 'Quarter-zips and caps · 20 pieces',
      alt: 'Photographer wearing a charcoal branded quarter-zip',
    },
    {
      id: 'brandApparel-1730000000603',
      title: 'Open House Weekend Hoodies',
      description:
        'Heavyweight hoodies for a Danforth team that hosts 30 open houses a month, printed with their “Open Today” mark so neighbours spot them from the sidewalk.',
      type: 'image',
      src: 'neighbourhood-street',
      category: 'Casual',
      specs: '60 hoodies · screen printed',
      alt: 'Tree-lined Toronto residential street on an open house weekend',
    },
    {
      id: 'brandApparel-1730000000604',
      title: 'Winter Toque and Vest Collection',
      description:
        'Knit toques and quilted vests for a Markham team’s client-appreciation gift, with a woven label and a matching thank-you card in every box.',
      type: 'image',
      src: 'brand-jacket',
      category: 'Client Gifts',
      specs: '150 gift boxes · woven labels',
      alt: 'Navy branded outerwear with a woven brokerage label',
    },
  ],
  aiServicesPortfolio: [
    {
      id: 'aiServices-1730000000701',
      title: 'Listing Description Generator',
      description:
        'Drafts MLS remarks, feature sheets and social captions from the photos and room measurements, in the brokerage’s voice, for the agent to review and post.',
      type: 'image',
      src: 'ai-dashboard',
      category: 'AI Automation',
      specs: 'Drafts in under 2 minutes · agent approval step',
      alt: 'Dashboard showing an automatically drafted listing description beside property photos',
    },
    {
      id: 'aiServices-1730000000702',
      title: 'AI Virtual Staging Pipeline',
      description:
        'A trained staging model for a developer’s vacant inventory, with every image checked by an editor before delivery inside the 24-48 hour window.',
      type: 'image',
      src: 'virtual-staging',
      category: 'Machine Learning',
      specs: '24-48 hour turnaround · human-checked',
      alt: 'Empty condo room shown staged with furniture by an AI model',
    },
    {
      id: 'aiServices-1730000000703',
      title: 'Lead Qualification Chatbot',
      description:
        'A website assistant that answers listing questions at any hour, books showings into the agent’s calendar and hands warm leads over by text.',
      type: 'image',
      src: 'website-laptop',
      category: 'AI Automation',
      specs: 'Set up in 3 weeks · 4 client hours',
      alt: 'Agent website on a laptop with a chat assistant open in the corner',
    },
    {
      id: 'aiServices-1730000000704',
      title: 'Neighbourhood Price Model, Vaughan',
      description:
        'A pricing model trained on recent sales in Woodbridge and Maple that suggests a list-price range, with 85-92% of predictions landing within 5% of the final sale price.',
      type: 'image',
      src: 'aerial-neighbourhood',
      category: 'Machine Learning',
      specs: '85-92% within 5% of sale price',
      alt: 'Aerial view of a suburban neighbourhood overlaid with price bands',
    },
  ],
};
