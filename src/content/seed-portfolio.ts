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
      title: 'North Light, King West Loft',
      description:
        'A two-bedroom loft in a former garment factory, bracketed for the north light so the factory windows hold the courtyard outside while the brick reads true.',
      type: 'image',
      src: 'king-west-loft-bedroom-window',
      category: 'Interior',
      specs: '1,680 sq ft · 28 photos · HDR',
      alt: 'North light through two tall steel-framed factory windows in a loft bedroom, the brick courtyard outside: a potted tree on the maple floor, the foot of the bed under a tan throw and a dark armchair at the edge',
    },
  ],
  videoPortfolio: [
    {
      id: 'video-1730000000101',
      title: 'Chelster Hall Cinematic Tour',
      description:
        'A slow, gimbal-led walk through a restored 1927 manor in Rosedale, opening on an aerial of the ravine and closing on the façade at blue hour.',
      type: 'video',
      src: 'Xk3pQ8vTn2M',
      thumbnail: 'chelster-hall-twilight-east',
      alt: 'Chelster Hall from the east at blue hour: the red-brick Georgian front with every window lit behind black shutters, a lantern under the white portico and three lit dormers, between dark mature trees under a deep blue sky',
      category: 'Luxury Listing',
      specs: '2:45 · 4K · gimbal and aerial',
    },
    {
      id: 'video-1730000000102',
      title: 'Leslieville Semi Walkthrough',
      description:
        'A 90-second walkthrough of a renovated Victorian semi on Bertmount Avenue, cut in both landscape for MLS and vertical for Instagram Reels.',
      type: 'video',
      src: 'r7LwD2cYh9E',
      thumbnail: 'leslieville-dining-west',
      alt: "The semi's dining room from the sideboard end: a dark walnut table for six under a wide drum pendant, a lamp glowing on the sideboard, and a picture window onto the garden's hedge and trees",
      category: 'Residential',
      specs: '1:30 · 4K · vertical cut included',
    },
    {
      id: 'video-1730000000103',
      title: 'Meet the Agent: Bayview Village Team',
      description:
        'A two-camera introduction film for a four-agent team, shot in their Bayview Avenue office and on the streets they farm, ready for their website and listing presentations.',
      type: 'video',
      src: 'Gm5tVb0sK1w',
      thumbnail: 'kleinburg-estate-filming',
      alt: 'A video camera with its monitor lit, on a tripod on the front walk, filming the Kleinburg estate at blue hour: dark cedar and fieldstone, glowing windows and the woods behind',
      category: 'Agent Branding',
      specs: '1:50 · two-camera interview',
    },
  ],
  dronePortfolio: [
    {
      id: 'drone-1730000000201',
      title: 'Wooded Estate from the Road, Kleinburg',
      description:
        'A low drone frame from above the road that shows the roof line, the garage wing, the long drive and how far the woods run behind the house.',
      type: 'image',
      src: 'kleinburg-estate-drone-east',
      category: 'Land',
      specs: '2 acres · 24 stills · lot lines drawn',
      alt: 'The Kleinburg estate from a drone to the east in the late afternoon: a cedar-clad upper floor over a glazed ground floor with its lights on, a stone garage wing and the drive across a wide lawn, in front of a wall of autumn oaks',
    },
    {
      id: 'drone-1730000000202',
      title: 'Lakeshore Road Flyover, Oakville',
      description:
        'A late-afternoon flyover of a limestone estate on Lakeshore Road East, finishing over its 150 feet of private shoreline.',
      type: 'video',
      src: 'bD4nR6yPq0Z',
      thumbnail: 'oakville-estate-elevated-near',
      alt: 'The Oakville estate from a drone about 10 m above its lawn on a clear afternoon: the long limestone front with its sash windows, a white columned portico, three dormers and two tall chimneys on the slate hip roof, and a glimpse of the lake past the lawn on the left',
      category: 'Waterfront',
      specs: '1:40 · 4K 60 fps',
    },
    {
      id: 'drone-1730000000203',
      title: 'Evening Flight, Etobicoke',
      description: 'Our drone holding a low, level position in front of a 1950s bungalow, for frames that show the whole width of the lot.',
      type: 'image',
      src: 'etobicoke-bungalow-drone',
      category: 'Neighbourhood',
      specs: 'Annotated · Queen St E, Kew Gardens, boardwalk',
      alt: 'A camera drone hovering in front of a buff-brick Etobicoke bungalow in the evening light, its navigation lights green and red, between two red-brick neighbours',
    },
    {
      id: 'drone-1730000000204',
      title: 'Harbourfront Penthouse at Night',
      description: 'A night reveal that rises past a Queens Quay penthouse terrace to the lit towers and the CN Tower across the water.',
      type: 'video',
      src: 'Tz8hJ3kWm5s',
      thumbnail: 'harbourfront-terrace-night',
      alt: "The penthouse's south terrace at dusk: an outdoor sofa and armchair, a teak table and planters of clipped shrubs behind a glass balustrade, with the lit towers of downtown and the CN Tower across the water under a deep blue sky",
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
      thumbnail: 'chelster-hall-dining-scan',
      alt: 'A 3D-tour scanner on its tripod in a formal dining room, in front of the long table for twelve with olive-upholstered chairs, under a brass candle chandelier, with tall sash windows onto the garden',
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
      thumbnail: 'harbourfront-kitchen-scan',
      alt: 'A 3D-tour scanner on its tripod beside a penthouse kitchen’s waterfall marble island, under three globe pendants, with flat white cabinetry along the wall and four leather stools.',
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
      thumbnail: 'liberty-village-office-scan',
      alt: 'A 3D-tour scanner on its tripod on the open floor of the converted warehouse office: rows of bench desks with monitors, timber beams and posts, long linear lights and steel-framed windows in red-brick walls',
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
      title: 'Day-to-Dusk Conversion, Kleinburg Estate',
      description:
        'An autumn afternoon frame turned into the twilight hero shot: a new sky, every room lit and the soffit lights on, the stone and cedar kept true.',
      type: 'image',
      src: 'kleinburg-estate-split',
      category: 'Sky Replacement',
      specs: 'Sky replacement · window glow added',
      alt: 'The Kleinburg estate split down the middle between afternoon and blue hour: on the left the fieldstone and cedar front in low autumn sun; on the right the twilight edit, the sky deep blue and every window lit against the dark woods',
    },
    {
      id: 'editing-1730000000404',
      title: 'Mixed-Light Kitchen Colour Fix, King West',
      description:
        'Daylight from the factory windows and warm pendants brought to one white balance, so the charcoal cabinets and the brick read true.',
      type: 'image',
      src: 'king-west-loft-kitchen',
      category: 'Color Correction',
      specs: '3 light sources balanced',
      alt: 'A loft kitchen with charcoal cabinets and a pale-topped island with four stools against the original red-brick walls, under a timber beam, with tall black steel factory windows',
    },
    {
      id: 'editing-1730000000405',
      title: 'Lawn Enhancement, Etobicoke Bungalow',
      description:
        'Bare patches filled and the lawn evened to one healthy green, the shrubs tidied and the driveway cleaned, without changing what a buyer will find.',
      type: 'image',
      src: 'etobicoke-bungalow-day',
      category: 'Retouching',
      specs: 'Object removal · lawn and water retouch',
      alt: 'A 1950s buff-brick bungalow in Etobicoke on a sunny day: a low hip roof, picture window, attached garage and clipped shrubs behind a wide front lawn, between brick neighbours and tall trees',
    },
    {
      id: 'editing-1730000000406',
      title: 'Perspective Correction, Formal Dining Room',
      description: 'Verticals straightened and the lens’s curve taken out, so the wainscoting, drapes and sash windows stand true.',
      type: 'image',
      src: 'chelster-hall-dining',
      category: 'HDR Enhancement',
      specs: 'Verticals corrected · Premium 6-hour turnaround',
      alt: 'A formal dining room: a long dark table seating twelve on olive-upholstered chairs, cream walls with plaster crown moulding and wainscoting, tall drapes and sash windows onto the trees of the ravine',
    },
  ],
  webDesignPortfolio: [
    {
      id: 'webDesign-1730000000501',
      title: 'Leaside Agent Website',
      description:
        'A personal site for a Leaside agent: each listing opens on its twilight photograph, with a one-tap showing request and neighbourhood guides that rank locally.',
      type: 'image',
      src: 'studio-website-leaside',
      category: 'Agent Website',
      specs: 'Custom code · 14 pages · 4-week build',
      alt: 'A laptop on a walnut desk in afternoon light, open on the Leaside agent’s website: the infill house at blue hour behind the words Just listed and a Request a showing button, above a row of listings',
    },
    {
      id: 'webDesign-1730000000502',
      title: 'Single-Property Site, Lakeshore Road East',
      description:
        'A one-page site for an Oakville waterfront estate with the film, the 3D tour, the floor plans and a private-showing request, launched before the MLS went live.',
      type: 'image',
      src: 'studio-website-oakville',
      category: 'Single Property',
      specs: 'Delivered in 4 business days',
      alt: 'A laptop open on a walnut desk in a slant of afternoon light, showing the Lakeshore Road Estate’s single-property site: the limestone house at dusk behind the title and the facts below',
    },
    {
      id: 'webDesign-1730000000503',
      title: 'Cornell Townhomes Launch Microsite',
      description: 'A registration site for a 42-home townhome launch in Markham that gathered 1,400 registrations in six weeks.',
      type: 'image',
      src: 'studio-website-cornell-side',
      category: 'Developer Microsite',
      specs: '1,400 registrations in 6 weeks',
      alt: 'A laptop on a walnut desk in the studio’s afternoon light, open on the Cornell Townhome Collection page the studio built: the brick row under its title, with a stoneware vase at the desk’s end',
    },
    {
      id: 'webDesign-1730000000504',
      title: 'Liberty Village Commercial Leasing Portal',
      description:
        'A leasing site for a converted warehouse campus, listing every available suite with its 3D tour, drawings and a one-click enquiry to the leasing agent.',
      type: 'image',
      src: 'liberty-village-office',
      category: 'Commercial',
      specs: '22 suites · 3D tours embedded',
      alt: 'An open-plan office in a converted warehouse: long rows of desks with monitors under timber posts and beams and linear pendant lights, with red-brick walls and black steel factory windows',
    },
  ],
  brandApparelPortfolio: [
    {
      id: 'brandApparel-1730000000601',
      title: 'Team Softshell Jackets, Harbourline Realty',
      description:
        'Water-resistant softshells in deep navy, with a tonal embroidered logo on the chest and the brokerage wordmark across the back for open-house weekends.',
      type: 'image',
      src: 'brand-embroidery-detail',
      category: 'Outerwear',
      specs: '48 jackets · embroidered chest and back',
      alt: 'Close-up of the Harbourline Realty mark embroidered in pale grey thread on the chest of a folded navy soft-shell jacket',
    },
    {
      id: 'brandApparel-1730000000602',
      title: 'Agent Sets, Leslieville Home Co.',
      description:
        'Oat and forest-green soft-shells with the key mark embroidered on the chest, and a green toque with a woven cuff label, for a nine-agent east-end team.',
      type: 'image',
      src: 'brand-leslieville-pair',
      category: 'Team Uniform',
      specs: 'Soft-shells and toques · 9 agents',
      alt: 'An oat soft-shell folded on top of a forest-green one on a walnut desk, the oat jacket embroidered with the Leslieville Home Co. mark in green thread, beside a green knit toque with a cream pompom and a woven cuff label',
    },
    {
      id: 'brandApparel-1730000000604',
      title: 'Client Gift Toques, Harbourline Realty',
      description:
        'Ribbed knit toques with the brokerage mark on a woven cuff label, boxed with a matching thank-you card as the team’s client-appreciation gift.',
      type: 'image',
      src: 'brand-toque-label',
      category: 'Client Gifts',
      specs: '150 gift boxes · woven labels',
      alt: 'A grey knit toque with a cream pompom on a walnut desk, its woven cuff label carrying the Harbourline Realty mark, in soft side light',
    },
  ],
  aiServicesPortfolio: [
    {
      id: 'aiServices-1730000000701',
      title: 'Listing Description Generator',
      description:
        'Drafts MLS remarks, feature sheets and social captions from the photos and room measurements, in the brokerage’s voice, for the agent to review and post.',
      type: 'image',
      src: 'studio-dashboard-laptop',
      category: 'AI Automation',
      specs: 'Drafts in under 2 minutes · agent approval step',
      alt: 'A laptop on a walnut desk in afternoon light, its screen showing a listing-media dashboard: a sidebar of services and rows of listings with their photographs, beside a notebook and pen',
    },
    {
      id: 'aiServices-1730000000702',
      title: 'AI Virtual Staging Pipeline',
      description:
        'A trained staging model for a developer’s vacant inventory, with every image checked by an editor before delivery inside the 24-48 hour window.',
      type: 'image',
      src: 'cornell-model-dining-west',
      category: 'Machine Learning',
      specs: '24-48 hour turnaround · human-checked',
      alt: "A townhome's dining room staged for the developer's launch: a six-seat dark wood table with green seats under a drum pendant, a lamp lit on the sideboard, and a wide window onto the lawn, a tree and the neighbouring red-brick houses",
    },
    {
      id: 'aiServices-1730000000703',
      title: 'Lead Qualification Chatbot',
      description:
        'A website assistant that answers listing questions at any hour, books showings into the agent’s calendar and hands warm leads over by text.',
      type: 'image',
      src: 'studio-website-king-west-front',
      category: 'AI Automation',
      specs: 'Set up in 3 weeks · 4 client hours',
      alt: 'A laptop on a walnut desk in the studio’s afternoon light, open on the King West Loft Conversion page the studio built: the brick-walled living room under its title, above the property’s facts',
    },
    {
      id: 'aiServices-1730000000704',
      title: 'Estate Price Model, Vaughan',
      description:
        'A sale-price model for Kleinburg and King estates, trained on five years of sales on wooded lots and used in every listing presentation.',
      type: 'image',
      src: 'kleinburg-estate-entry-right',
      category: 'Machine Learning',
      specs: '85-92% within 5% of sale price',
      alt: 'The Kleinburg estate from its front lawn by day: a cedar-clad upper floor with floor-to-ceiling glass lit from inside over a stone base, two cedar garage doors beside the entry, a clipped hedge along the terrace and autumn trees behind',
    },
  ],
};
