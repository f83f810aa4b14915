// The ten service-area pages (/service-areas/{city}). One template renders them all, so every city
// carries its own SEO, neighbourhood grid, market copy and the four stat tiles.
import type { CitySlug } from '#shared/catalog';
import type { City, RelatedService } from './types';
import { paths } from '#shared/paths';

export const cities: Record<CitySlug, City> = {
  toronto: {
    slug: 'toronto',
    name: 'Toronto',
    region: 'City of Toronto',
    seo: {
      title: 'Toronto Real Estate Photography, Video & 3D Tours | Northframe Media',
      description:
        'Listing photography, cinematic video, drone and Matterport 3D tours for Toronto agents. 500+ Toronto properties photographed, 24hr turnaround, 150+ agents served.',
      keywords: [
        'Toronto real estate photography',
        'Toronto real estate video',
        'Toronto condo photography',
        'Matterport 3D tours Toronto',
        'drone photography Toronto',
        'listing photographer downtown Toronto',
      ],
    },
    heroTitle: 'Toronto Real Estate Photography',
    heroDescription:
      'From Yorkville penthouses to Leslieville semis, we photograph, film and scan Toronto listings so they open strong on MLS and sell on the first weekend.',
    intro:
      'Toronto is where Northframe Media started in 2007, and it is still where we shoot most. Our crews know which Annex side streets have permit parking, which King West towers need a booked service elevator, and what time the sun clears the houses across the street on a south-facing Riverdale porch. That local detail is what turns a routine booking into photos, video and 3D tours that make buyers book a showing.',
    neighbourhoods: [
      'Yorkville',
      'The Annex',
      'Rosedale',
      'Forest Hill',
      'Lawrence Park',
      'Leaside',
      'Leslieville',
      'Riverdale',
      'The Beaches',
      'Cabbagetown',
      'Distillery District',
      'King West',
      'Liberty Village',
      'Trinity Bellwoods',
      'Roncesvalles',
      'High Park',
      'The Kingsway',
    ],
    marketExpertise: [
      'Toronto is really two markets that share one MLS board. Downtown, condos in towers around CityPlace, King West and Yonge and Eglinton sell on light, layout and view, so we shoot at the hour the windows look best, level every vertical line the wide-angle wants to bend, and pair each unit with a floor plan because buyers compare square footage to the decimal. A 60-90 second condo tour does more for a 550 sq ft one-bedroom than forty still frames ever could.',
      'Off the towers, the city is Victorian and Edwardian semis, narrow lots and renovated detached homes in Leslieville, Roncesvalles and the Annex, where the story is the kitchen addition, the finished basement and the laneway garage. Those buyers, often young families moving up from a condo, scroll dozens of listings a night, so we lead with a twilight exterior, walk the layout in a Matterport tour and use drone frames to show the park or the school two blocks over.',
      'At the top of the market, in Rosedale, Forest Hill and Lawrence Park, buyers and their agents expect editorial work: restrained colour, true-to-life wood tones, cinematic video with a floor-by-floor narrative, and aerials that show ravine lots and mature canopy. We have shot more than 500 Toronto properties at every price point, and we deliver in 24 hours so listings make the Thursday-to-Sunday window.',
    ],
    stats: [
      { value: '500+', label: 'Properties Photographed' },
      { value: '24hr', label: 'Turnaround' },
      { value: '150+', label: 'Agents Served' },
      { value: '2007', label: 'Serving Toronto Since' },
    ],
    image: 'chelster-hall-lawn-twilight-east',
    photo: {
      image: 'leslieville-semi-right-day',
      alt: 'The Leslieville semi from across the street on a summer evening: a white-painted half under a steep gable beside a red-brick half with a black-framed porch, iron railings along the front gardens, and a street tree and brick neighbours on either side.',
    },
  },

  mississauga: {
    slug: 'mississauga',
    name: 'Mississauga',
    region: 'Peel Region',
    seo: {
      title: 'Mississauga Real Estate Photography & Video | Northframe Media',
      description:
        'Real estate photography, video, drone and 3D tours in Mississauga, from Port Credit to Churchill Meadows. 400+ properties shot, 24hr turnaround, 120+ agents served.',
      keywords: [
        'Mississauga real estate photography',
        'Mississauga real estate video',
        'Port Credit listing photographer',
        'Square One condo photography',
        'Matterport Mississauga',
        'drone photography Mississauga',
      ],
    },
    heroTitle: 'Mississauga Real Estate Photography',
    heroDescription:
      'Condo towers at Square One, lakeside homes in Port Credit and family detached homes in Erin Mills, shot and delivered in 24 hours for Mississauga agents.',
    intro:
      'Mississauga is a city of contrasts: glass towers around Square One, 1950s bungalows on deep lots in Mineola and Lorne Park, and subdivisions in Churchill Meadows where every third house shares a floor plan. We shoot them all, and we plan each booking around what makes that particular listing stand out from the one down the street.',
    neighbourhoods: [
      'Port Credit',
      'Lorne Park',
      'Mineola',
      'Clarkson',
      'Lakeview',
      'Mississauga City Centre',
      'Cooksville',
      'Applewood',
      'Erin Mills',
      'Churchill Meadows',
      'Meadowvale',
      'Streetsville',
    ],
    marketExpertise: [
      'The City Centre condo market around Square One is crowded with near-identical units, so the view and the amenities carry the listing. We photograph suites with balanced window exposures so the skyline and the lake are visible, and we shoot the pool, gym and party room on the same visit so agents are not scrambling for building photos.',
      'South of the QEW, in Mineola, Lorne Park and Port Credit, bungalows on 60- and 100-foot lots are bought by people who intend to renovate or rebuild. For those listings the land is the product: drone frames show lot lines, mature trees and the walk to the lake, and a short video sells the village feel of Port Credit far better than an interior gallery.',
      'In Erin Mills, Churchill Meadows and Meadowvale, buyers are usually families comparing school catchments and commute times. We give them bright, honest interiors, a floor plan they can sketch furniture on, and a Matterport tour that lets relatives overseas walk the house before anyone books a flight.',
    ],
    stats: [
      { value: '400+', label: 'Properties Photographed' },
      { value: '24hr', label: 'Turnaround' },
      { value: '120+', label: 'Agents Served' },
      { value: '2009', label: 'Serving Mississauga Since' },
    ],
    image: 'harbourfront-kitchen-west',
    photo: {
      image: 'kleinburg-estate-kitchen',
      alt: 'A kitchen with walnut-toned cabinets and a tall pantry wall, a white waterfall island with four stools, a cedar beam overhead and a band of windows above the tiled backsplash onto the autumn woods.',
    },
  },

  brampton: {
    slug: 'brampton',
    name: 'Brampton',
    region: 'Peel Region',
    seo: {
      title: 'Brampton Real Estate Photography & Drone | Northframe Media',
      description:
        'Listing photography, video, drone and Matterport tours for Brampton agents, from Castlemore estates to Mount Pleasant townhomes. 350+ properties, 48hr turnaround.',
      keywords: [
        'Brampton real estate photography',
        'Brampton real estate video',
        'Castlemore home photography',
        'drone photography Brampton',
        'Matterport 3D tours Brampton',
        'Brampton listing photographer',
      ],
    },
    heroTitle: 'Brampton Real Estate Photography',
    heroDescription:
      'Large detached homes, new-build townhouses and legal basement suites, photographed and filmed to stand out in one of the busiest markets in the GTA.',
    intro:
      'Brampton has some of the largest family homes in the GTA for the money, and buyers here look at a lot of them. We help Brampton agents make their listings the ones that get saved: accurate, bright photos, video that walks through every level, and aerials that show how close the house is to the park, the plaza and Highway 410.',
    neighbourhoods: [
      'Downtown Brampton',
      'Castlemore',
      'Vales of Castlemore',
      'Springdale',
      'Bramalea',
      'Heart Lake',
      'Mount Pleasant',
      'Credit Valley',
      "Fletcher's Meadow",
      'Sandringham-Wellington',
      'Churchville',
      'Snelgrove',
    ],
    marketExpertise: [
      'Much of Brampton is 4- and 5-bedroom detached housing built since the 1990s, often with a separate-entrance basement apartment. Buyers, many of them multi-generational families and investors, want to see every bedroom and the rental potential downstairs, so we photograph each level in order and label the floor plan by unit.',
      "In Castlemore and the Vales of Castlemore, estate homes on larger lots compete with new construction. Twilight exteriors, drone shots of the stone facade and three-car garage, and a video that opens on the double-height foyer help a resale home hold its own against the builder's brochure.",
      "Townhouse and semi listings in Mount Pleasant and Fletcher's Meadow are priced tightly against the GO station and each other. Clean, consistent photography and a 3D tour give those listings an edge with first-time buyers, and our 48hr delivery keeps them on schedule for the weekend open house.",
    ],
    stats: [
      { value: '350+', label: 'Properties Photographed' },
      { value: '48hr', label: 'Turnaround' },
      { value: '90+', label: 'Agents Served' },
      { value: '2012', label: 'Serving Brampton Since' },
    ],
    image: 'etobicoke-bungalow-day-left',
    photo: {
      image: 'cornell-townhomes-between-dusk',
      alt: 'A brick townhome row at dusk, seen square on from across the street behind two street trees: lit windows on all three floors above white-railed porches.',
    },
  },

  markham: {
    slug: 'markham',
    name: 'Markham',
    region: 'York Region',
    seo: {
      title: 'Markham Real Estate Photography & 3D Tours | Northframe Media',
      description:
        'Premium listing photography, video, drone and Matterport tours in Markham, Unionville and Cornell. 220+ properties shot, $2.1M+ average listing, 96% client retention.',
      keywords: [
        'Markham real estate photography',
        'Unionville listing photographer',
        'Markham real estate video',
        'Matterport 3D tours Markham',
        'drone photography Markham',
        'luxury home photography York Region',
      ],
    },
    heroTitle: 'Markham Real Estate Photography',
    heroDescription:
      'Heritage Unionville, Angus Glen estates and new Cornell townhomes, presented with the polish Markham buyers expect from a $2M listing.',
    intro:
      'Markham listings are studied closely. Buyers compare school rankings, lot frontage and finishes line by line, often with family abroad looking at the same photos. We shoot Markham homes so that every detail holds up under that scrutiny, and we deliver the media in formats that travel: MLS galleries, a branded property site and a Matterport tour that works on any phone.',
    neighbourhoods: [
      'Unionville',
      'Markham Village',
      'Angus Glen',
      'Cachet',
      'Berczy Village',
      'Cathedraltown',
      'Cornell',
      'Wismer Commons',
      'Greensborough',
      'Box Grove',
      'Milliken Mills',
      'Thornhill',
    ],
    marketExpertise: [
      'In Angus Glen, Cachet and Unionville, large detached homes near top-ranked schools such as Unionville High and Pierre Elliott Trudeau High trade above $2M, and the average listing we photograph in Markham is $2.1M+. Those buyers expect precise interiors: accurate marble and millwork colour, a true sense of ceiling height, and detail frames of the kitchen and primary ensuite.',
      'Remote buyers are a real share of this market. A Matterport tour with measurement mode, a floor plan with room dimensions and a 2-3 minute video that walks the house in order let a family decide from another time zone, and they reduce wasted showings for the listing agent.',
      'Newer communities like Cornell, Berczy Village and Wismer Commons are townhouse- and detached-heavy and compete directly with builders. There, a drone frame of the trail network or the park across the street, and a twilight exterior, separate a resale home from the model-home renderings next door. That attention is why 96% of our Markham clients book us again.',
    ],
    stats: [
      { value: '220+', label: 'Properties Photographed' },
      { value: '$2.1M+', label: 'Average Listing Value' },
      { value: '96%', label: 'Client Retention' },
      { value: '2011', label: 'Serving Markham Since' },
    ],
    image: 'cornell-townhomes-twilight',
    photo: {
      image: 'cornell-townhomes-corner',
      alt: 'A new row of three-storey townhomes in Cornell, Markham, seen from the end of the street in the early evening: brick fronts in four colours, white porches with railings and the first lit windows, under street trees.',
    },
  },

  vaughan: {
    slug: 'vaughan',
    name: 'Vaughan',
    region: 'York Region',
    seo: {
      title: 'Vaughan Real Estate Photography & Video | Northframe Media',
      description:
        'Luxury listing photography, cinematic video, drone and 3D tours in Vaughan, Woodbridge, Maple and Kleinburg. 280+ properties, $1.8M+ average listing, 94% retention.',
      keywords: [
        'Vaughan real estate photography',
        'Woodbridge listing photographer',
        'Kleinburg luxury home photography',
        'Vaughan real estate video',
        'drone photography Vaughan',
        'Matterport 3D tours Vaughan',
      ],
    },
    heroTitle: 'Vaughan Real Estate Photography',
    heroDescription:
      'Custom homes in Kleinburg, stone-clad estates in Woodbridge and new towers at the Vaughan Metropolitan Centre, shot with the detail they were built with.',
    intro:
      'Vaughan homes are often built or renovated to order, with imported stone, custom millwork and landscaped lots, and sellers want every bit of that investment to show. Our Vaughan work leans on lighting, careful composition and cinematic video, so the craftsmanship comes across online as clearly as it does in person.',
    neighbourhoods: [
      'Woodbridge',
      'East Woodbridge',
      'Kleinburg',
      'Maple',
      'Patterson',
      'Thornhill Woods',
      'Beverley Glen',
      'Concord',
      'Vellore Village',
      'Sonoma Heights',
      'Islington Woods',
      'Vaughan Metropolitan Centre',
    ],
    marketExpertise: [
      "Vaughan's detached market, with an average listing of $1.8M+ among the homes we shoot, is full of custom builds in Kleinburg, Islington Woods and Woodbridge. These are homes with coffered ceilings, chandeliers and stone exteriors that can look flat in a quick shoot, so we light rooms in layers, shoot brackets for window views and give exteriors a twilight sequence.",
      'Buyers here are frequently move-up families and owner-builders who want to understand a property quickly: lot size, the pool and cabana, the walk-out to the ravine. Drone photography and a 2-3 minute video answer those questions before the first showing, and they help agents defend the list price.',
      'Around the Vaughan Metropolitan Centre and the subway extension, new condo towers attract investors and young professionals. For those units we concentrate on layout, light and a 60-90 second tour, plus building amenity photos the next agent can reuse.',
    ],
    stats: [
      { value: '280+', label: 'Properties Photographed' },
      { value: '$1.8M+', label: 'Average Listing Value' },
      { value: '94%', label: 'Client Retention' },
      { value: '2012', label: 'Serving Vaughan Since' },
    ],
    image: 'chelster-hall-side-day-east',
    photo: {
      image: 'kleinburg-estate-day',
      alt: 'A modern fieldstone and cedar estate in Kleinburg, Vaughan, in the late afternoon, with a cedar-clad garage wing and autumn woods behind.',
    },
  },

  'richmond-hill': {
    slug: 'richmond-hill',
    name: 'Richmond Hill',
    region: 'York Region',
    seo: {
      title: 'Richmond Hill Real Estate Photography & Drone | Northframe Media',
      description:
        'Estate-level listing photography, video, drone and Matterport tours in Richmond Hill, from Bayview Hill to Oak Ridges. 160+ properties, $2.5M+ average listing.',
      keywords: [
        'Richmond Hill real estate photography',
        'Bayview Hill luxury photography',
        'Richmond Hill real estate video',
        'Oak Ridges drone photography',
        'Matterport 3D tours Richmond Hill',
        'York Region listing photographer',
      ],
    },
    heroTitle: 'Richmond Hill Real Estate Photography',
    heroDescription:
      'Bayview Hill estates, South Richvale ravine lots and Lake Wilcox homes, photographed and filmed for buyers who expect the best.',
    intro:
      'Richmond Hill has some of the most valuable streets in York Region and some of the most demanding buyers. We photograph fewer homes here than in Toronto, but they are large, detailed properties, and we give each one the time it needs: a full interior shoot, twilight exteriors, aerials of the lot and a tour that holds up to a second and third viewing.',
    neighbourhoods: [
      'Bayview Hill',
      'South Richvale',
      'Mill Pond',
      'Observatory',
      'Westbrook',
      'Jefferson',
      'Oak Ridges',
      'Lake Wilcox',
      'Rouge Woods',
      'Langstaff',
      'Devonsleigh',
      'Doncrest',
    ],
    marketExpertise: [
      'Bayview Hill and South Richvale are estate markets: 5,000 sq ft and larger homes on wide lots, where the average listing we photograph is $2.5M+. Buyers, many relocating from overseas or moving up within York Region, want to understand scale, so we shoot wide but true to proportion and pair interiors with a detailed floor plan.',
      'Scans of homes over 5,000 sq ft take longer, and we plan for it: a Matterport tour is booked with extra time on site so the tour captures every wing, the lower level and the garage. For families buying from a distance, that tour is often the deciding showing.',
      'North of Bloomington Road, in Oak Ridges and around Lake Wilcox, the Oak Ridges Moraine is part of the sale. Drone photography shows the lake, the trails and the conservation land behind the lot, and it is one reason 98% of our Richmond Hill clients rate their experience as excellent.',
    ],
    stats: [
      { value: '160+', label: 'Properties Photographed' },
      { value: '$2.5M+', label: 'Average Listing Value' },
      { value: '98%', label: 'Client Satisfaction' },
      { value: '2014', label: 'Serving Richmond Hill Since' },
    ],
    image: 'leaside-infill-day',
    photo: {
      image: 'chelster-hall-ensuite',
      alt: 'A traditional ensuite: a freestanding white tub between a long marble-topped vanity under two bronze-framed mirrors and sconces, and a glass rain shower by the sash windows onto the garden.',
    },
  },

  burlington: {
    slug: 'burlington',
    name: 'Burlington',
    region: 'Halton Region',
    seo: {
      title: 'Burlington Real Estate Photography & Video | Northframe Media',
      description:
        'Lakefront and family-home listing photography, video, drone and 3D tours in Burlington. 180+ properties shot, $1.2M+ average listing, 98% repeat bookings.',
      keywords: [
        'Burlington real estate photography',
        'Burlington real estate video',
        'Burlington lakefront photography',
        'drone photography Burlington',
        'Matterport 3D tours Burlington',
        'Halton listing photographer',
      ],
    },
    heroTitle: 'Burlington Real Estate Photography',
    heroDescription:
      'Lakeshore homes in Roseland, downtown condos by Spencer Smith Park and family homes in Millcroft, shot for the way Burlington buyers shop.',
    intro:
      'Burlington sits between the lake and the Niagara Escarpment, and the best listings here make use of both. We plan Burlington shoots around the setting: morning light off Lake Ontario, golden-hour aerials toward the Escarpment, and the walk from downtown condos to the pier.',
    neighbourhoods: [
      'Downtown Burlington',
      'Roseland',
      'Shoreacres',
      'Aldershot',
      'Tyandaga',
      'Brant Hills',
      'Headon Forest',
      'Millcroft',
      'Tansley',
      'Orchard',
      'Alton Village',
      'Elizabeth Gardens',
    ],
    marketExpertise: [
      'Burlington buyers are often Toronto families trading a semi for a detached home with a yard, and the average listing we photograph here is $1.2M+. They are looking for space and neighbourhood, so alongside bright interiors we show the backyard, the street and the nearby trails and schools.',
      'Along Lakeshore Road in Roseland and Shoreacres, lakefront and lake-view homes are sold on water access and sunsets. Drone photography shows the shoreline and lot depth, and a twilight exterior makes the listing stand out among the premium Halton homes buyers are also considering.',
      'In Millcroft, Orchard and Alton Village, homes from the 1990s and 2000s compete on renovations and layout. A Matterport tour and floor plan let buyers compare them properly, and dependable delivery is why 98% of our Burlington agents book us again.',
    ],
    stats: [
      { value: '180+', label: 'Properties Photographed' },
      { value: '$1.2M+', label: 'Average Listing Value' },
      { value: '98%', label: 'Repeat Bookings' },
      { value: '2015', label: 'Serving Burlington Since' },
    ],
    image: 'oakville-estate-day-east',
    photo: {
      image: 'oakville-estate-ensuite',
      alt: 'A book-matched marble ensuite with a soaking tub under the window, a double vanity and a glass shower.',
    },
  },

  milton: {
    slug: 'milton',
    name: 'Milton',
    region: 'Halton Region',
    seo: {
      title: 'Milton Real Estate Photography, Drone & 3D Tours | Northframe Media',
      description:
        'Listing photography, video, drone and Matterport tours for Milton agents, from Old Milton to Hawthorne Village. 250+ properties shot, 72hr turnaround, 60+ agents.',
      keywords: [
        'Milton real estate photography',
        'Milton real estate video',
        'Milton drone photography',
        'Matterport 3D tours Milton',
        'Halton new home photography',
        'Milton listing photographer',
      ],
    },
    heroTitle: 'Milton Real Estate Photography',
    heroDescription:
      'Newer subdivisions, Old Milton character homes and Escarpment-edge properties, shot so they stand out in one of the fastest-growing towns in Canada.',
    intro:
      'Milton grew from a small town into a commuter hub in less than twenty years, and many of its streets look alike from the curb. We help Milton agents show what makes their listing different: the upgrades, the lot backing onto green space, the view of the Escarpment, or the quick walk to the GO station.',
    neighbourhoods: [
      'Old Milton',
      'Timberlea',
      'Dorset Park',
      'Bronte Meadows',
      'Dempsey',
      'Beaty',
      'Clarke',
      'Harrison',
      'Hawthorne Village',
      'Willmott',
      'Scott',
      'Coates',
    ],
    marketExpertise: [
      'Most Milton listings are townhomes and detached homes built since 2000 in subdivisions like Hawthorne Village, Beaty, Harrison and Willmott, where the same model may be for sale twice on one street. Consistent, well-lit photography and a floor plan make it easy for buyers to see which one has the finished basement, the upgraded kitchen or the premium lot.',
      'Buyers are largely young families and first-time owners coming from Mississauga and Toronto, shopping on their phones. Vertical-friendly video, a Matterport tour they can share with a partner and clean drone frames of the nearby parks and schools keep them on the listing longer.',
      'In Old Milton and along the Escarpment, character homes and rural-edge properties are a different sale: the lot, the mature trees and the view of the Escarpment matter as much as the interior. We schedule aerials for clear, calm days and deliver within 72hr, so the listing goes live with its best images.',
    ],
    stats: [
      { value: '250+', label: 'Properties Photographed' },
      { value: '72hr', label: 'Turnaround' },
      { value: '60+', label: 'Agents Served' },
      { value: '2016', label: 'Serving Milton Since' },
    ],
    image: 'cornell-townhomes-drone',
    photo: {
      image: 'leslieville-bedroom',
      alt: 'A bedroom in the evening: a bed with a linen headboard, white pillows and a grey throw, walnut nightstands with two lit lamps, a drum pendant, a dark armchair and a bench on a pale rug, on an oak floor.',
    },
  },

  oakville: {
    slug: 'oakville',
    name: 'Oakville',
    region: 'Halton Region',
    seo: {
      title: 'Oakville Luxury Real Estate Photography & Video | Northframe Media',
      description:
        'Luxury listing photography, cinematic video, drone and 3D tours in Oakville, from Morrison and Eastlake to Glen Abbey. 200+ properties, $5M+ average listing.',
      keywords: [
        'Oakville real estate photography',
        'Oakville luxury home photography',
        'Oakville real estate video',
        'Old Oakville listing photographer',
        'drone photography Oakville',
        'Matterport 3D tours Oakville',
      ],
    },
    heroTitle: 'Oakville Luxury Real Estate Photography',
    heroDescription:
      'Lakefront estates in Eastlake, heritage homes in Old Oakville and custom builds in Morrison, presented with editorial photography and cinematic film.',
    intro:
      'Oakville is our most demanding market for luxury media. South of the QEW, custom estates and lakefront homes are marketed like architecture, and agents need photography, film and aerials that would look at home in a design magazine. We bring the full crew, plan the shoot with the listing agent, and take the time each property needs.',
    neighbourhoods: [
      'Old Oakville',
      'Morrison',
      'Eastlake',
      'Bronte',
      'Clearview',
      'College Park',
      'Falgarwood',
      'Iroquois Ridge',
      'Joshua Creek',
      'Glen Abbey',
      'River Oaks',
      'West Oak Trails',
    ],
    marketExpertise: [
      'In Morrison, Eastlake and along Lakeshore Road East, custom homes and lakefront estates routinely list in the eight figures, and the average listing we photograph in Oakville is $5M+. At that level the media is part of the marketing campaign: architectural interiors, twilight exteriors, detail frames of stone and millwork, and a cinematic 2-3 minute film with a clear narrative.',
      'Drone work matters more here than almost anywhere in the GTA. Aerials show the lake frontage, the depth of a ravine lot, the pool and gardens, and how close the home is to the harbour and downtown shops. We fly only when the wind is under 15 mph, so the footage is smooth enough for a luxury film.',
      'North of the QEW, in Glen Abbey, Joshua Creek and River Oaks, executive family homes compete on schools, layout and condition. A Matterport tour and floor plan help relocating families narrow their list remotely. Work at that standard is why 95% of our Oakville clients return for their next listing.',
    ],
    stats: [
      { value: '200+', label: 'Properties Photographed' },
      { value: '$5M+', label: 'Average Listing Value' },
      { value: '95%', label: 'Client Retention' },
      { value: '2010', label: 'Serving Oakville Since' },
    ],
    image: 'oakville-estate-side-day',
    photo: {
      image: 'oakville-estate-portico-east',
      alt: 'The limestone front of the Lakeshore Road estate in Oakville from the right in afternoon light: a white columned portico with a pediment over the dark front door, sash windows on both floors, dormers in the slate roof, boxwood hedges and two potted shrubs at the steps.',
    },
  },

  hamilton: {
    slug: 'hamilton',
    name: 'Hamilton',
    region: 'City of Hamilton',
    seo: {
      title: 'Hamilton Real Estate Photography & Video | Northframe Media',
      description:
        'Listing photography, video, drone and Matterport tours in Hamilton, Dundas, Ancaster and Stoney Creek. 300+ properties shot, 48hr turnaround, 85+ agents served.',
      keywords: [
        'Hamilton real estate photography',
        'Hamilton real estate video',
        'Ancaster listing photographer',
        'Dundas home photography',
        'drone photography Hamilton',
        'Matterport 3D tours Hamilton',
      ],
    },
    heroTitle: 'Hamilton Real Estate Photography',
    heroDescription:
      'Century homes in Kirkendall and Durand, Escarpment views in Ancaster and new builds in Binbrook, photographed for buyers arriving from across the GTA.',
    intro:
      'Hamilton has drawn more Toronto buyers every year, and they come for brick century homes, the Escarpment and the value. We have photographed more than 300 Hamilton properties, from Westdale two-storeys near McMaster to Ancaster estates, and we know how to show the character that brings those buyers down the QEW.',
    neighbourhoods: [
      'Westdale',
      'Ainslie Wood',
      'Kirkendall',
      'Durand',
      'Strathcona',
      'Corktown',
      'Crown Point',
      'Dundas',
      'Ancaster',
      'Waterdown',
      'Stoney Creek',
      'Binbrook',
    ],
    marketExpertise: [
      "Hamilton's lower city is full of 1900s to 1930s brick homes, in Kirkendall, Durand, Strathcona and Crown Point, with original trim, stained glass and new kitchens. Those details sell the house, so we photograph them deliberately and keep colour accurate so oak floors and red brick look right on a phone screen.",
      'Many buyers are relocating from Toronto and see a home online several times before they make the drive. A Matterport tour and floor plan let them check room sizes and layout before they come, and a short video of the street, the nearby Locke Street or James Street North shops and the Escarpment stairs shows them the neighbourhood.',
      'Up the Escarpment, in Ancaster, Dundas and Waterdown, larger homes on ravine and conservation lots sell on setting. Drone photography shows the view over the lower city and the lake, and our 48hr delivery keeps those listings on schedule. Near McMaster, in Westdale and Ainslie Wood, investor listings need clear room-by-room photos and a floor plan showing bedroom count.',
    ],
    stats: [
      { value: '300+', label: 'Properties Photographed' },
      { value: '48hr', label: 'Turnaround' },
      { value: '85+', label: 'Agents Served' },
      { value: '2017', label: 'Serving Hamilton Since' },
    ],
    image: 'oakville-estate-lawn-left',
    photo: {
      image: 'kleinburg-estate-ensuite',
      alt: 'A spa-style ensuite: a marble-veined wall behind a double walnut vanity with two mirrors and sconces, a freestanding tub, a window onto the woods, and a walk-in rain shower.',
    },
  },
};

export function getCity(slug: string): City | undefined {
  return Object.hasOwn(cities, slug) ? cities[slug as CitySlug] : undefined;
}

/** Replaces the `{city}` placeholder used in cityServiceCards descriptions. */
export function withCity(text: string, cityName: string): string {
  return text.replaceAll('{city}', cityName);
}

// Descriptions carry a `{city}` placeholder so one card set serves all ten pages; render with withCity().
export const cityServiceCards: RelatedService[] = [
  {
    title: 'Photography',
    description: 'HDR interior and exterior photography of {city} listings, colour-corrected and MLS-ready within 24-48 hours.',
    href: paths.service('photography'),
    icon: 'Camera',
  },
  {
    title: 'Video',
    description:
      'Cinematic walkthroughs of {city} homes: 60-90 second condo tours and 2-3 minute films for houses, edited for MLS and social.',
    href: paths.service('video'),
    icon: 'Video',
  },
  {
    title: 'Drone',
    description:
      'Aerial photos and video showing the lot, the street and the landmarks around your {city} listing, flown by certified pilots.',
    href: paths.service('drone'),
    icon: 'Drone',
  },
  {
    title: '3D Tours',
    description: 'Matterport 3D tours that let buyers walk through {city} homes from anywhere, with 12 months of hosting included.',
    href: paths.service('matterport'),
    icon: 'Rotate3d',
  },
];
