// Notable projects: the /projects cards, the home page's featured five and each /projects/{slug|id} page.
// Only Chelster Hall carries a slug; the others are linked by id, so ids stay URL-safe.
import type { Cta, GalleryImage, HeadText, ImageName, PageHero, Project, SeoFields } from './types';
import { paths } from '#shared/paths';

/** Gallery rows as [photograph, title, caption, alt]; ids are derived so they stay unique per project. */
function gallery(projectId: string, rows: [ImageName, string, string, string?][]): GalleryImage[] {
  return rows.map(([src, title, description, alt], i) => ({
    id: `${projectId}-${i + 1}`,
    title,
    description,
    type: 'image',
    src,
    ...(alt ? { alt } : {}),
  }));
}

export const projects: Project[] = [
  {
    id: 'chelster-hall',
    slug: 'chelster-hall',
    title: 'Chelster Hall',
    description:
      'A restored 1927 Georgian Revival manor on a South Rosedale ravine lot, launched with photography, film, aerials and a 3D tour.',
    type: 'image',
    src: 'chelster-hall-facade-day',
    category: 'Luxury Residential',
    specs: '7,850 sq ft · 6 bedrooms · Rosedale',
    alt: 'Chelster Hall, a red-brick Georgian Revival manor with a white portico and three dormers, seen across its front lawn',
    cardFrames: {
      home: 'chelster-hall-lawn-day',
      moreProjects: ['chelster-hall-twilight', 'chelster-hall-portico', 'chelster-hall-elevated-front'],
      grid: 'chelster-hall-primary-bed',
    },
    detail: {
      title: 'Chelster Hall',
      location: 'Highland Avenue, Rosedale, Toronto',
      completedDate: 'October 2025',
      propertyType: 'Heritage Estate',
      area: '7,850 sq ft',
      bedrooms: '6 bedrooms, 7 bathrooms',
      description:
        'Chelster Hall was built in 1927 for a Bay Street banker and spent the last three years under a careful restoration: the original oak panelling, plaster cornices and leaded glass were kept, while the kitchen, mechanicals and primary suite were rebuilt for modern family life. The listing brokerage asked us to market it as a piece of Rosedale history without making it feel like a museum, to a buyer pool that would include families relocating from London and New York.',
      challenges:
        'The house sits on a heavily treed ravine lot, so the façade is in shade for most of the day and the library and wine cellar are panelled in dark oak. The heritage designation meant nothing on the exterior could be edited away, and the sellers were still living in the home, which gave us two days on site. We scheduled the exterior for the one hour of late-afternoon October sun that reaches the front, lit the panelled rooms with off-camera strobes instead of leaning on HDR, and flew the drone at first light before wind picked up over the ravine.',
      services: [
        'Luxury photography (48 images)',
        'Twilight exterior photography',
        'Cinematic video tour',
        'Drone aerials of the ravine lot',
        'Matterport 3D tour',
        'Measured floor plans',
        'Single-property website',
      ],
      results:
        'Chelster Hall sold in 3 weeks at 104% of asking after 61 private showings, 30% more showing requests than the brokerage’s previous Rosedale listing. The 3D tour was opened 2,300 times in the first fortnight, and the buying family flew in from London having already walked the house online twice.',
      heroImage: 'chelster-hall-facade-day',
      gallery: gallery('chelster-hall', [
        [
          'chelster-hall-facade-day',
          'Front Façade',
          'The restored brick façade and slate roof in the late-afternoon sun that reaches Highland Avenue.',
          'Chelster Hall, a red-brick Georgian Revival manor with a slate roof, black shutters, a white columned portico, three dormers and end chimneys, its windows lit in the late-afternoon light behind a broad front lawn and clipped boxwood.',
        ],
        [
          'chelster-hall-twilight',
          'Façade at Twilight',
          'Every window lit and balanced for the blue-hour hero image used on the MLS.',
          'Chelster Hall at blue hour: the red-brick Georgian façade with its windows and dormers lit and a lantern glowing under the white portico, between dark trees and a deep blue sky.',
        ],
        [
          'chelster-hall-portico',
          'The Portico',
          'The columned portico and front door in the early evening, the hall and stair lit behind the sidelights.',
          "Chelster Hall's white columned portico and dark green front door in the early evening, lit sash windows either side behind black shutters in red brick, and potted box balls on the stone steps.",
        ],
        [
          'chelster-hall-portico-twilight',
          'The Portico at Blue Hour',
          'The entrance at blue hour, the lantern and hall lights on for the twilight set.',
          "Chelster Hall's columned portico at blue hour: the lantern and wall lights lit over the dark front door, the hall stair glowing behind the sidelights, and the sash windows lit in the red brick between black shutters.",
        ],
        [
          'chelster-hall-dining',
          'Formal Dining Room',
          'Original plaster cornices and panelling around seating for twelve.',
          'A formal dining room: a long dark table seating twelve on olive-upholstered chairs, cream walls with plaster crown moulding and wainscoting, tall drapes and sash windows onto the trees of the ravine.',
        ],
        [
          'chelster-hall-dining-table',
          'The Dining Table',
          'Dark wood and olive upholstery down the length of the table, with a sash window onto the garden.',
          'The Chelster Hall dining table down its length: dark wood and olive-upholstered chairs, a cream vase, and a sash window onto the garden.',
        ],
        [
          'chelster-hall-garden-room',
          'Garden Room',
          'A bright sunroom addition that opens onto the terrace and the ravine beyond.',
          "A bright garden room glazed on two sides: a cream sofa and armchairs around a low oak table on a pale rug, potted trees, and the ravine's autumn canopy and lawn outside in low sun.",
        ],
        [
          'chelster-hall-primary-bed',
          'Primary Suite',
          'The primary bedroom under its sloping ceiling, lamps lit for the evening.',
          "Chelster Hall's primary suite in the evening: a king bed in white linens with a dark green throw and a rust cushion on a red patterned rug, lamps glowing on two dark nightstands, an abstract canvas above, a sloping ceiling and a sash window onto the garden.",
        ],
        [
          'chelster-hall-ensuite',
          'Primary Ensuite',
          'The rebuilt primary ensuite, its tub set between the two sash windows onto the garden.',
          'The Chelster Hall ensuite: a freestanding white tub between a long marble-topped vanity under two bronze-framed mirrors and sconces, and a glass rain shower by the sash windows onto the garden.',
        ],
        [
          'chelster-hall-lawn-day',
          'Across the Lawn',
          'The house from the corner of its lawn, with the neighbouring houses down Highland Avenue.',
          'Chelster Hall across its lawn in the late afternoon: the red-brick front with black shutters, the white columned portico and the slate roof with dormers and end chimneys.',
        ],
        [
          'chelster-hall-side-day-east',
          'Front at an Angle',
          'The brick front from the corner of the lawn, with the neighbouring house beyond the maples.',
          'Chelster Hall from the right-hand corner of its lawn on an autumn afternoon: the red-brick Georgian front at an angle, with black shutters, three dormers, a white portico and a chimney at each end, and a neighbouring brick house behind the trees on the left.',
        ],
        [
          'chelster-hall-elevated-front',
          'From the Drone',
          'Square to the portico from above the sidewalk, the whole front between its trees.',
          'Chelster Hall from the drone, square to its front above the sidewalk: the red-brick Georgian house with black shutters, a white columned portico and three dormers, centred between mature trees at the end of a straight front walk.',
        ],
      ]),
      videoId: 'Ch7lsT3rHl1',
    },
  },
  {
    id: 'harbourfront-penthouse',
    title: 'Harbourfront Penthouse',
    description: 'A three-bedroom penthouse on Queens Quay West with two terraces and an unbroken view over the islands and Lake Ontario.',
    type: 'image',
    src: 'harbourfront-terrace-night',
    category: 'Condo',
    specs: '2,350 sq ft · 3 bedrooms · Harbourfront',
    alt: "The penthouse's south terrace at dusk, an outdoor sofa and planters behind a glass balustrade, with the lit skyline and the CN Tower across the harbour",
    cardFrames: {
      home: 'harbourfront-great-room-open',
      moreProjects: ['harbourfront-dining-city', 'harbourfront-dining-city-east', 'harbourfront-kitchen'],
      grid: 'harbourfront-dining-table-city',
    },
    detail: {
      title: 'Harbourfront Penthouse',
      location: 'Queens Quay West, Harbourfront, Toronto',
      completedDate: 'August 2025',
      propertyType: 'Condo Penthouse',
      area: '2,350 sq ft plus 900 sq ft of terraces',
      bedrooms: '3 bedrooms, 3 bathrooms',
      description:
        'A corner penthouse on the 38th floor, wrapped in glass on three sides, with one terrace facing the CN Tower and another facing the Toronto Islands. The sellers had already had one unsuccessful listing with phone-quality photos and wanted a relaunch that showed the view as the main event.',
      challenges:
        'South-facing glass meant hard sun and reflections all day, and the building sits inside the controlled airspace around Billy Bishop airport, which ruled out a drone. We shot the interiors on an overcast morning for soft, even light, returned for a twilight session from the terraces, and used a 7-metre mast camera for the elevated views a drone would normally provide.',
      services: [
        'Interior photography (36 images)',
        'Twilight terrace photography',
        'Video walkthrough with vertical cut',
        'Matterport 3D tour',
        'Virtual staging of the empty third bedroom',
      ],
      results:
        'Relaunched on a Thursday and sold in 11 days, after 40% more showing requests in the first week than comparable suites in the building. The twilight terrace image became the most-saved listing photo of the month on the brokerage’s Instagram.',
      heroImage: 'harbourfront-terrace-night',
      gallery: gallery('harbourfront-penthouse', [
        [
          'harbourfront-terrace-night',
          'Terrace at Night',
          'The south terrace at twilight, with the city lit behind it.',
          "The penthouse's south terrace at dusk: an outdoor sofa and armchair, a teak table and planters of clipped shrubs behind a glass balustrade, with the lit towers of downtown and the CN Tower across the water under a deep blue sky.",
        ],
        [
          'harbourfront-great-room-open',
          'Great Room',
          'The corner of glass over the harbour and the downtown towers, with the sofa set between lamps.',
          "The Harbourfront penthouse's great room on an overcast day: a cream sofa and two dark armchairs on a pale rug between lamps, wide plank floors, and a corner of floor-to-ceiling glass over the harbour and downtown Toronto's towers.",
        ],
        [
          'harbourfront-kitchen',
          'Kitchen',
          'Flat white cabinets to the ceiling and a marble waterfall island under three globe pendants.',
          'The penthouse kitchen in the evening: white flat-panel cabinets to the ceiling with an integrated fridge, a lit backsplash, three globe pendants over a marble waterfall island with a dark base and four tan stools, on a pale oak floor.',
        ],
        [
          'harbourfront-kitchen-west',
          'Island',
          'The waterfall island from the far end, with the range wall lit behind it.',
          'The penthouse kitchen from the far end of its island: a marble waterfall island with a dark base and four tan leather stools under three glowing globe pendants, white cabinets to the ceiling and a lit backsplash along the range wall.',
        ],
        [
          'harbourfront-dining-city',
          'Dining Room',
          'Eight chairs at the walnut table, with glass on two sides over the harbour and the towers.',
          "The Harbourfront penthouse's dining room on an overcast day: a long walnut table and eight dark chairs under a drum pendant, floor-to-ceiling glass on two sides, and the harbour and downtown Toronto's towers beyond.",
        ],
        [
          'harbourfront-dining-city-east',
          'Harbour View',
          'The dining room turned to the lake, with the Toronto Islands across the water.',
          "The Harbourfront penthouse's dining room turned towards the lake: eight dark chairs around a walnut table under a drum pendant, a sideboard with two lamps and an abstract painting, and the harbour and the Toronto Islands through floor-to-ceiling glass.",
        ],
        [
          'harbourfront-dining-table-city',
          'The View at Dinner',
          'Downtown from the head of the table, through the floor-to-ceiling glass.',
          "Across the Harbourfront penthouse's walnut dining table to the view: downtown Toronto's towers standing back in the haze beyond the harbour, through floor-to-ceiling glass.",
        ],
      ]),
      videoId: 'Hb4rPnT8xQe',
    },
  },
  {
    id: 'king-west-loft',
    title: 'King West Loft Conversion',
    description: 'A brick-and-beam hard loft in a converted 1912 garment factory, two blocks from King Street West.',
    type: 'image',
    src: 'king-west-loft-living',
    category: 'Loft',
    specs: '1,680 sq ft · 2 bedrooms + den · King West',
    alt: 'The open loft living and dining space: red brick walls, timber posts and beams, tall steel factory windows and a maple floor',
    cardFrames: {
      home: 'king-west-loft-windows',
      moreProjects: ['king-west-loft-living-front-lit', 'king-west-loft-bath', 'king-west-loft-bath-west'],
      grid: 'king-west-loft-bedroom-wide',
    },
    detail: {
      title: 'King West Loft Conversion',
      location: 'Wellington Street West, King West, Toronto',
      completedDate: 'June 2025',
      propertyType: 'Hard Loft',
      area: '1,680 sq ft',
      bedrooms: '2 bedrooms plus den, 2 bathrooms',
      description:
        'A true hard loft in a 1912 garment factory: 14-foot ceilings, Douglas fir beams, original maple floors and warehouse windows onto a quiet courtyard. The buyers for lofts like this know exactly what they want, so the media had to prove the character was real, not a developer’s imitation.',
      challenges:
        'Exposed brick soaks up light, the warehouse windows face north, and the owners had lit the space with a mix of tungsten, LED and Edison bulbs. We balanced every light source in the edit so the brick stayed its true red, and shot the video at dusk so the factory windows glowed from the courtyard.',
      services: [
        'Interior photography (30 images)',
        'Colour correction for mixed lighting',
        'Video walkthrough with an Instagram Reels cut',
        'Matterport 3D tour',
        'Measured floor plan',
      ],
      results:
        'Sold in 9 days for $61,000 over asking with two competing offers. The vertical video reached 27,000 views on Instagram in its first week and produced 12 of the 38 showing requests.',
      heroImage: 'king-west-loft-living',
      gallery: gallery('king-west-loft', [
        [
          'king-west-loft-living',
          'Living and Dining',
          'The open main space under the original Douglas fir beams.',
          'An open-plan loft in a former garment factory: exposed red-brick walls, Douglas fir beams and posts, maple floor, black steel factory windows, a leather sofa group and a dining table under black pendants.',
        ],
        [
          'king-west-loft-windows',
          'Warehouse Windows',
          'North light through the restored factory windows.',
          'North light through tall black steel factory windows in a red-brick loft: a dining table between timber posts, a sofa group on a pale rug and a long painting, over a maple floor.',
        ],
        [
          'king-west-loft-kitchen',
          'Kitchen',
          'A concrete-topped island set against the original brick wall.',
          'A loft kitchen with charcoal cabinets and a pale-topped island with four stools against the original red-brick walls, under a timber beam, with tall black steel factory windows.',
        ],
        [
          'king-west-loft-sunlit-living',
          'Afternoon Sun',
          'From behind the dining table, with the afternoon sun across the floor and the lamps lit in the living area.',
          'The King West loft from behind its dining table in the afternoon: dark chairs around a long timber table under glowing pendants, a sofa and two blue armchairs by a floor lamp and a large painting on the brick, timber posts, and sunlight across the floor.',
        ],
        [
          'king-west-loft-living-front-lit',
          'Evening',
          'The main space at dusk, the pendants and a floor lamp lit.',
          'The King West loft at dusk from its entry: the last blue light in two tall steel factory windows, a dining table between Douglas fir posts, and warm pendants and a floor lamp over the sofa group against red brick.',
        ],
        [
          'king-west-loft-bedroom-wide',
          'Bedroom',
          'The bedroom against the original brick, the lamps lit for the evening.',
          "The King West loft's bedroom in the evening: a bed in white linen with a taupe throw against an exposed red-brick wall, lamps lit on dark nightstands either side, a dresser with a lamp against the pale wall on the left and a cream rug on the maple floor.",
        ],
        [
          'king-west-loft-bedroom-window',
          'Factory Windows',
          "The bedroom's steel-framed windows onto the courtyard, in the morning light.",
          "The King West loft's bedroom by day: two tall steel-framed factory windows onto the brick courtyard, a potted tree on the maple floor beside them, the foot of the bed under a tan throw in the foreground and a dark armchair at the right edge.",
        ],
        [
          'king-west-loft-bath',
          'Bathroom',
          'Exposed brick, a steel factory window and a freestanding tub.',
          'A loft bathroom with exposed brick, a black steel factory window onto the neighbouring warehouses, a freestanding tub, a double vanity against white subway tile and a rain shower.',
        ],
        [
          'king-west-loft-bath-west',
          'Tub by the Window',
          'The tub under the factory window, the rain shower beside it.',
          'The King West loft bathroom from the vanity: a freestanding white tub under a black steel factory window in the red-brick wall, the warehouses across the lane beyond, a walk-in rain shower tiled in white, and a strip-oak floor.',
        ],
        [
          'king-west-loft-bath-front',
          'Bathroom, Square On',
          'The round tub centred under the steel window.',
          "The loft's bathroom square on to its factory window: a deep round tub between red-brick walls, a white-tiled walk-in shower behind a glass screen, and a long dark vanity under a black-framed mirror.",
        ],
      ]),
      videoId: 'Kw9LfTq2mBv',
    },
  },
  {
    id: 'oakville-lakeshore-estate',
    title: 'Lakeshore Road Estate, Oakville',
    seo: { title: 'Lakeshore Road Estate, Oakville: Case Study' },
    description:
      'A $5M+ waterfront estate with 150 feet of Lake Ontario frontage, marketed privately to buyers overseas before it reached the MLS.',
    type: 'image',
    src: 'oakville-estate-dusk',
    category: 'Waterfront',
    specs: '9,400 sq ft · 5 bedrooms · Oakville',
    alt: 'The Oakville estate at dusk: a long limestone front with nine bays of lit sash windows, a columned portico and dormers under a slate roof',
    cardFrames: {
      home: 'oakville-estate-day',
      moreProjects: ['oakville-estate-elevated-east', 'oakville-estate-kitchen', 'oakville-estate-primary-bed'],
      grid: 'oakville-estate-portico-dusk',
    },
    detail: {
      title: 'Lakeshore Road Estate',
      location: 'Lakeshore Road East, Oakville',
      completedDate: 'July 2025',
      propertyType: 'Waterfront Estate',
      area: '9,400 sq ft on 1.1 acres',
      bedrooms: '5 bedrooms, 8 bathrooms',
      description:
        'A limestone estate on 1.1 acres with 150 feet of private Lake Ontario shoreline, a pool pavilion and a four-car garage. The sellers wanted a quiet, private launch to a short list of buyers in London, Hong Kong and Vancouver before any public listing.',
      challenges:
        'The best buyers would never see the house in person before making a decision, so the media had to replace a first showing. Lake glare made midday photography harsh, and the scale of the property was impossible to convey from the ground. We shot interiors in the morning, exteriors at twilight, flew the shoreline at sunrise on a calm day, and packaged everything into a password-protected single-property site.',
      services: [
        'Luxury photography (52 images)',
        'Twilight exterior photography',
        'Cinematic film with lake-side aerials',
        'Matterport 3D tour',
        'Measured floor plans',
        'Private single-property website',
      ],
      results:
        'Sold privately within 5 weeks to a buyer in London who toured only the film and the 3D tour before a single in-person visit to confirm. The private site logged 4,100 visits from 14 countries, and the property never needed a public MLS launch.',
      heroImage: 'oakville-estate-dusk',
      gallery: gallery('oakville-lakeshore-estate', [
        [
          'oakville-estate-dusk',
          'Estate at Dusk',
          'The limestone façade lit for the twilight session.',
          'The Oakville estate at dusk: a long pale limestone front with nine bays of lit sash windows, a columned portico and three dormers under a slate hip roof, between dark trees.',
        ],
        [
          'oakville-estate-day',
          'Limestone Front by Day',
          'The same front in the late-afternoon light, from across the road.',
          "The Oakville estate in the late afternoon: a long limestone front with nine bays of sash windows, a white columned portico and three dormers under a slate hip roof, between mature trees, with the lake's horizon behind.",
        ],
        [
          'oakville-estate-portico-dusk',
          'The Portico at Dusk',
          'The front door twenty minutes after sunset, every lamp on for the evening listing photo.',
          "The Oakville estate's columned portico at dusk: the lantern and wall lights lit over the front door and the sash windows glowing in the pale limestone front, above clipped box hedges.",
        ],
        [
          'oakville-estate-portico',
          'The Portico',
          'Four columns and the front door in the afternoon, framed by limestone and sash windows.',
          "The Oakville estate's white columned portico and front door in the late afternoon, framed by limestone and sash windows.",
        ],
        [
          'oakville-estate-kitchen',
          'Kitchen',
          'A family kitchen with a long marble island, five stools and brass pendants.',
          'A family kitchen with flat cream cabinets to the ceiling, a lit backsplash and three brass cone pendants over a long marble island with five stools.',
        ],
        [
          'oakville-estate-dining',
          'Dining Room',
          'Formal dining for fourteen under a brass chandelier, with sash windows onto the lawn.',
          'A formal dining room for fourteen under a brass candle chandelier, with panelled walls and tall sash windows onto the lawn.',
        ],
        [
          'oakville-estate-dining-west',
          'Table for Fourteen',
          'The table from the garden end, the sideboard lamps lit under the painting.',
          'The Oakville dining room from the far end: a fourteen-seat dark wood table with green upholstered chairs under a brass candle chandelier, a sideboard with two lit lamps below a painting, and tall sash windows onto the garden.',
        ],
        [
          'oakville-estate-primary-bed',
          'Primary Bedroom',
          'The primary bedroom in the evening, lamps lit either side of the bed.',
          "The Oakville estate's primary bedroom in the evening: a king bed in white linens with a deep blue throw across the foot, on a grey patterned rug, an upholstered headboard between two walnut nightstands with glowing lamps, and an abstract canvas above.",
        ],
        [
          'oakville-estate-ensuite',
          'Primary Ensuite',
          'Book-matched marble and a soaking tub under the window.',
          'A book-matched marble ensuite with a soaking tub under the window, double vanity and glass shower.',
        ],
        [
          'oakville-estate-ensuite-west',
          'Ensuite from the Vanity',
          'The oval tub under two sash windows, the walk-in shower against the marble.',
          'The Oakville primary ensuite from the vanity: a freestanding oval tub under two tall sash windows onto the lawn, a walk-in shower against a white marble wall, and a warm oak floor.',
        ],
        [
          'oakville-estate-portico-east',
          'The Portico by Day',
          'The columned portico from the right, with the boxwood and the potted shrubs at the steps.',
          'The limestone front of the Lakeshore Road estate in Oakville from the right in afternoon light: a white columned portico with a pediment over the dark front door, sash windows on both floors, dormers in the slate roof, boxwood hedges and two potted shrubs at the steps.',
        ],
        [
          'oakville-estate-elevated-east',
          'Above the Lawn',
          'From the drone over the east lawn, with the lake beyond the trees.',
          'The Oakville estate from the drone, above the east side of its lawn: the pale limestone front with lit sash windows and a columned portico, three dormers and two chimneys on the slate hip roof, mature trees on the left and the lake beyond the lawn on the right.',
        ],
      ]),
      videoId: 'Oa2kLsR5vNd',
    },
  },
  {
    id: 'leslieville-semi',
    title: 'Leslieville Semi Renovation',
    seo: { title: 'Leslieville Semi Renovation: Case Study' },
    description: 'A fully renovated three-bedroom semi in the heart of Leslieville, competing with four similar homes on the same street.',
    type: 'image',
    src: 'leslieville-semi-front',
    category: 'Residential',
    specs: '1,900 sq ft · 3 bedrooms · Leslieville',
    alt: 'The restored red-brick Victorian semi in Leslieville, its steep front gable beside its painted twin',
    cardFrames: {
      home: 'leslieville-semi-elevated-west',
      moreProjects: ['leslieville-semi-side-day', 'leslieville-semi-elevated-front', 'leslieville-living-lit'],
      grid: 'leslieville-semi-left-day',
    },
    detail: {
      title: 'Leslieville Semi Renovation',
      location: 'Bertmount Avenue, Leslieville, Toronto',
      completedDate: 'April 2025',
      propertyType: 'Semi-Detached',
      area: '1,900 sq ft plus finished lower level',
      bedrooms: '3 bedrooms, 3 bathrooms',
      description:
        'A narrow Victorian semi taken back to the brick and rebuilt with an open main floor, a skylit stair and a finished lower level with a walk-out. Four similar renovations were listed within a block, so the listing needed to stand apart on the first photo.',
      challenges:
        'At 18 feet wide, the rooms distort badly on a wide lens, and March gave us nothing but grey skies. We shot the interiors with a tilt-shift lens to keep walls straight without stretching the rooms, replaced the flat sky with a soft spring one, and virtually staged the empty lower level as a family room so buyers could read its use.',
      services: [
        'Interior and exterior photography (32 images)',
        'Sky replacement',
        'Virtual staging of the lower level',
        'Video walkthrough',
        'Measured floor plans',
      ],
      results:
        'Sold in 6 days for $176,000 over asking with 14 registered offers, after 30% more showings than the previous sale on the street. Two of the competing renovated listings on the block were still for sale a month later.',
      heroImage: 'leslieville-semi-front',
      gallery: gallery('leslieville-semi', [
        [
          'leslieville-semi-front',
          'Front Elevation',
          'The restored brick front with a replacement spring sky.',
          'A restored red-brick Victorian bay-and-gable semi in Leslieville with black windows and a steep front gable, beside its painted twin, under a spring sky.',
        ],
        [
          'leslieville-semi-side-day',
          'Across the Street',
          'Both halves of the pair from the far sidewalk, the restored brick beside its painted twin.',
          'The Leslieville semi from across the street on a clear afternoon: its red-brick half with the dark green door beside the cream-painted twin with the red door, steep gables with black trim, and the iron fence along both front gardens.',
        ],
        [
          'leslieville-semi-porch',
          'The Front Porch',
          'The new porch canopy and door, and the iron fence the owners had restored along both front gardens.',
          "The Leslieville semi's covered porch and dark green door beside its painted twin's red door: red brick, black sash windows, porch lights on, and an iron fence along the front gardens.",
        ],
        [
          'leslieville-living-lit',
          'Living Room',
          'The front room in the evening, the lamps on and the garden hedge through the window.',
          "The Leslieville semi's living room in the evening: a taupe sofa with cushions under an abstract canvas, two dark armchairs around a round coffee table on a cream rug, a floor lamp and a table lamp lit at either end and a wide window onto the garden hedge.",
        ],
        [
          'leslieville-dining',
          'Dining Room',
          'Dining beside the new garden doors.',
          'A dining table for six on a pale rug in a bright renovated semi, a walnut sideboard with two lamps against the wall and a wide window onto the garden hedge and trees.',
        ],
        [
          'leslieville-dining-west',
          'Dining Room, Sideboard End',
          'The table from the sideboard, lamp lit, garden beyond.',
          "The semi's dining room from the sideboard end: a dark walnut table for six under a wide drum pendant, a lamp glowing on the sideboard, and a picture window onto the garden's hedge and trees.",
        ],
        [
          'leslieville-kitchen',
          'Kitchen',
          'An open kitchen with a walk-out to the garden.',
          'An open kitchen in a renovated semi: dark green-grey cabinets to the ceiling, white quartz counters and a lit white tile backsplash, and a waterfall island with three stools on a pale oak floor.',
        ],
        [
          'leslieville-bedroom',
          'Primary Bedroom',
          'The rear bedroom, dressed in linen and lit for the evening.',
          'A bedroom in the evening: a bed with a linen headboard, white pillows and a grey throw, walnut nightstands with two lit lamps, a drum pendant, a dark armchair and a bench on a pale rug, on an oak floor.',
        ],
        [
          'leslieville-bath',
          'Main Bathroom',
          'White subway tile, a deep soaking tub and a window onto the garden.',
          'A renovated main bathroom with white subway tile, a double vanity under black-framed mirrors, a deep freestanding tub and a rain shower beside a window onto the garden hedge.',
        ],
        [
          'leslieville-semi-left-day',
          'From the Left',
          'The pair from along the sidewalk, the painted half first.',
          'The Leslieville semi from the left along the sidewalk: the cream-painted half with its red door and the red-brick twin beside it, both under steep gables, behind low iron railings and clipped shrubs.',
        ],
        [
          'leslieville-semi-elevated-west',
          'From Above the Street',
          'The restored brick half beside its painted twin, from the drone over the street.',
          "The Leslieville semi from the drone, above the street's west side: the pale-painted half with its red door beside the red-brick half with its green door, black railings along the front gardens, and red-brick neighbours under a canopy of trees.",
        ],
        [
          'leslieville-semi-elevated-front',
          'Square to the Pair',
          'From the drone above the sidewalk: the twin gables, the two front doors and the gardens behind their railing.',
          'The Leslieville semi from the drone, square to the pair above the sidewalk: the pale-painted half with its red door and the restored red-brick half with its green door under steep twin gables, front gardens behind a black railing, and red-brick neighbours under the trees.',
        ],
      ]),
      videoId: 'Ls6sMwY1pTr',
    },
  },
  {
    id: 'cornell-townhome-collection',
    title: 'Cornell Townhome Collection, Markham',
    seo: { title: 'Cornell Townhome Collection, Markham: Case Study' },
    description: 'Launch media for 42 freehold townhomes in Cornell, marketed while most of the site was still under construction.',
    type: 'image',
    src: 'cornell-townhomes-street',
    category: 'New Construction',
    specs: '42 townhomes · 3 models · Markham',
    alt: 'A row of new three-storey brick freehold townhomes with white porches on a tree-lined street in Cornell, Markham',
    cardFrames: {
      home: 'cornell-townhomes-twilight',
      moreProjects: ['cornell-townhomes-day', 'cornell-townhomes-elevated-front', 'cornell-townhomes-corner-dusk'],
      grid: 'cornell-model-kitchen',
    },
    detail: {
      title: 'Cornell Townhome Collection',
      location: 'Cornell, Markham',
      completedDate: 'May 2025',
      propertyType: 'New Construction Townhomes',
      area: '1,850 to 2,400 sq ft across 3 models',
      bedrooms: '3 to 4 bedrooms, 42 homes in 6 blocks',
      description:
        'A family builder’s collection of 42 freehold townhomes near Cornell Park and the Markham Stouffville Hospital. Only the model home was finished at launch, so the marketing had to sell three floor plans and a finished streetscape that did not exist yet.',
      challenges:
        'Mud, fencing and unfinished landscaping surrounded the model home, and two of the three floor plans had no built example. We photographed the finished model, virtually staged the other plans from the builder’s drawings, and flew monthly drone progress updates so registrants could watch their block go up.',
      services: [
        'Model home photography',
        'Virtual staging from architectural drawings',
        'Monthly drone progress flights',
        'Matterport 3D tour of the model home',
        'Developer microsite with floor-plan finder',
        'AI lead chatbot',
      ],
      results:
        '38 of 42 homes sold within 10 weeks of launch. The microsite turned 18% of visitors into sales-centre appointments, and the chatbot answered 1,900 after-hours questions in the first month.',
      heroImage: 'cornell-townhomes-street',
      gallery: gallery('cornell-townhome-collection', [
        [
          'cornell-townhomes-street',
          'The Streetscape',
          'The first completed block, photographed once the sod went down.',
          'A new row of three-storey townhomes in Cornell, Markham, in buff, grey and red brick with stone bases and white porches, on a street lined with mature trees.',
        ],
        [
          'cornell-townhomes-twilight',
          'The Row at Dusk',
          'The same street at blue hour, every window and porch light on.',
          'The Cornell townhome row at blue hour: three storeys of brick with every window lit, white porches along the front, and street trees and a lamp along the road.',
        ],
        [
          'cornell-townhomes-day',
          'Late Afternoon',
          'The row from the corner as the sun drops behind the block.',
          'The Cornell townhome row from the corner in late-afternoon light: buff, grey and red brick over white front porches and stone steps, with street trees along the sidewalk.',
        ],
        [
          'cornell-townhomes-porch-day',
          'Porches',
          'Three fronts close up: the brick mix, the porches and the doors the buyers chose between.',
          'Cornell townhome porches close up: buff, grey and red brick fronts with white-railed porches on stone bases, a red and a charcoal front door, lamplit front rooms and clipped boxwoods along the walk.',
        ],
        [
          'cornell-model-kitchen',
          'Model Home Kitchen',
          'The upgraded kitchen package in the finished model.',
          "The model home's kitchen: white cabinets to the ceiling, quartz counters and a lit white tile backsplash, and a dark island with a white waterfall top and three tan stools, on an oak floor.",
        ],
        [
          'cornell-model-dining',
          'Model Home Dining',
          'An open dining area off the kitchen.',
          'An open dining area in the model home with a table for six under a drum pendant.',
        ],
        [
          'cornell-model-dining-west',
          'Dining by the Window',
          'The table by the wide window onto the lawn.',
          "The Cornell model home's dining room from the sideboard: a six-seat dark wood table with green seats under a drum pendant, a lamp lit in the foreground, and a wide window onto the lawn, a tree and the neighbouring red-brick houses.",
        ],
        [
          'cornell-townhomes-corner',
          'Along the Row',
          'The block from the far end of the street as the porch lights come on.',
          'The Cornell townhome row in the early evening from the far end of the street: brick fronts in four colours, white porches with railings and the first lit windows, under street trees.',
        ],
        [
          'cornell-townhomes-corner-dusk',
          'Along the Row at Blue Hour',
          'The same view after dark, every porch and window lit.',
          'The Cornell townhome row at blue hour from the far end of the street: lit windows and porches stepping away under the trees.',
        ],
        [
          'cornell-townhomes-row-east',
          'Down the Block',
          'Mid-block under a street tree, the front rooms already lit.',
          'The Cornell townhome row from along the street in the late afternoon: red and buff brick three-storey homes with white-railed porches and lit front rooms, a street tree in the foreground.',
        ],
        [
          'cornell-townhomes-row-east-dusk',
          'The Row at Blue Hour',
          'Lit porches and three storeys of windows along the street.',
          'The Cornell townhome row from along the street at blue hour: lit windows on three storeys and glowing front porches behind a street tree, under a deep blue sky.',
        ],
        [
          'cornell-townhomes-elevated-front',
          'From the Drone',
          'The whole block from above the street: the brick mix, the gables and the porches in one frame.',
          'The Cornell townhome row from the drone above the street in the late afternoon: three-storey homes in red, buff and grey brick under gabled roofs, white-railed porches with lit front rooms, and street trees along the sidewalk.',
        ],
      ]),
      videoId: 'Cn3tMk8rWq0',
    },
  },
  {
    id: 'liberty-village-creative-office',
    title: 'Liberty Village Creative Office',
    seo: { title: 'Liberty Village Creative Office: Case Study' },
    description: 'A 14,200 sq ft brick-and-timber office floor in a converted warehouse, leased after nine months on the market.',
    type: 'image',
    src: 'liberty-village-office',
    category: 'Commercial',
    specs: '14,200 sq ft · office · Liberty Village',
    alt: 'An open-plan office in a converted warehouse: rows of desks under timber beams and linear lights, with red-brick walls and factory windows',
    cardFrames: {
      home: 'liberty-village-office-east',
      moreProjects: ['liberty-village-office-north', 'liberty-village-office-desks', 'liberty-village-office-south'],
      grid: 'liberty-village-office-west',
    },
    detail: {
      title: 'Liberty Village Creative Office',
      location: 'Hanna Avenue, Liberty Village, Toronto',
      completedDate: 'March 2025',
      propertyType: 'Commercial Office',
      area: '14,200 sq ft',
      bedrooms: 'Open plan, 4 boardrooms, 60 workstations',
      description:
        'A full floor in a converted 1900s industrial building, with timber posts, 13-foot ceilings and a shared rooftop terrace. It had sat empty for nine months with only a PDF brochure and a handful of phone photos.',
      challenges:
        'Tenant brokers wanted exact measurements and layouts before they would bring clients, and the dark timber made the space look smaller in photos than in person. We scanned the floor for a measurable 3D tour and floor plans, lit the photography to open up the timber, and built a leasing page that put the tour, plans and photos in one link.',
      services: [
        'Commercial photography (24 images)',
        'Matterport 3D tour',
        'Measured floor plans',
        'Drone context aerials',
        'Leasing website',
      ],
      results:
        'Leased in 7 weeks after a 9-month vacancy. 70% of the tenants who booked an in-person tour had already walked the 3D tour, and the leasing team cut their first-visit showings by more than half.',
      heroImage: 'liberty-village-office',
      gallery: gallery('liberty-village-creative-office', [
        [
          'liberty-village-office',
          'Open Workspace',
          'The main floor plate under the original timber beams.',
          'An open-plan office in a converted warehouse: long rows of desks with monitors under timber posts and beams and linear pendant lights, with red-brick walls and black steel factory windows.',
        ],
        [
          'liberty-village-office-east',
          'From the Far Corner',
          'Rows of bench desks down the floor, with a lounge bench under the steel windows.',
          'The converted warehouse office from its far corner: rows of white bench desks with stools and dark monitors under timber beams and long linear pendants, steel-framed windows along the red-brick wall and a bench and low sofa beneath them.',
        ],
        [
          'liberty-village-office-north',
          'Workstations',
          'Sixty workstations between the timber posts.',
          'Rows of white bench desks with stools and dark monitors between timber posts, long linear pendants above and red-brick walls beyond, with plants and armchairs at the edge of the floor.',
        ],
        [
          'liberty-village-office-desks',
          'Bench Desks',
          'Bench desks under the fir beams, with the steel windows along the brick.',
          'Rows of white bench desks with dark monitors and grey stools in the converted warehouse office, under timber beams and long linear lights, with steel-framed windows in the red-brick wall beyond.',
        ],
        [
          'liberty-village-office-south',
          'Down the Floor',
          'The whole floor from end to end, between the timber columns.',
          'The Liberty Village office straight down its length: rows of bench desks with dark monitors and stools between the timber columns, linear lights along the beamed ceiling, and the red-brick end wall.',
        ],
        [
          'liberty-village-office-west',
          'Along the Aisle',
          'The centre aisle from the west wall, timber posts down both sides and the brick at the far end.',
          'The Liberty Village office floor seen end to end from its west wall: rows of white bench desks with monitors and stools between timber posts, under exposed joists and long linear lights, with red brick on both sides.',
        ],
        [
          'liberty-village-office-center',
          'Mid-Floor',
          'From the middle of the floor, where the bench rows part around a timber post.',
          'The middle of the converted warehouse office: white bench desks with monitors and grey stools either side of a timber post, under exposed beams and long linear lights, with steel-framed windows in the red-brick wall.',
        ],
        [
          'liberty-village-office-center-west',
          'Down the Middle',
          'The desk rows either side of the stools, from the middle of the floor towards the west wall.',
          'The Liberty Village office from the middle of the floor looking west: bench desks with monitors and low screens either side of an aisle of stools, a timber post, and long strip lights under the exposed joists against red brick.',
        ],
        [
          'liberty-village-office-diagonal',
          'Across the Floor',
          'The desk rows from the south-east corner, with plants along the factory windows.',
          'The Liberty Village creative office from its south-east corner: long rows of pale desks with dark monitors and low screens run towards the brick end wall, under exposed timber joists and warm strip lights, with plants along the tall factory windows.',
        ],
        [
          'liberty-village-office-diagonal-west',
          'Open Floor from the West',
          'Rows of desks under the joists and the long light lines, with the factory windows beyond.',
          'The Liberty Village office across its open floor: rows of white desks with red edges and dark monitors, bar stools along an aisle, timber joists and long lines of warm light overhead, and tall steel-framed windows in the brick wall beyond.',
        ],
      ]),
      videoId: 'Lv5cOf1ePk7',
    },
  },
  {
    id: 'kleinburg-ravine-estate',
    title: 'Kleinburg Ravine Estate',
    description: 'A custom stone-and-cedar estate on two acres above the Humber River valley, shot days before the autumn leaves fell.',
    type: 'image',
    src: 'kleinburg-estate-twilight',
    category: 'Luxury Residential',
    specs: '6,300 sq ft · 5 bedrooms · Vaughan',
    alt: 'The Kleinburg estate at blue hour: a fieldstone ground floor and dark cedar upper storey, every window lit, in front of the woods',
    cardFrames: {
      home: 'kleinburg-estate-day',
      moreProjects: ['kleinburg-estate-entry', 'kleinburg-estate-elevated-drive', 'kleinburg-estate-elevated-lawn'],
      grid: 'kleinburg-estate-dining',
    },
    detail: {
      title: 'Kleinburg Ravine Estate',
      location: 'Kleinburg, Vaughan',
      completedDate: 'November 2025',
      propertyType: 'Custom Estate',
      area: '6,300 sq ft on 2 acres',
      bedrooms: '5 bedrooms, 6 bathrooms',
      description:
        'A 2019 custom build in stone and cedar, set back from the road on two wooded acres above the Humber River valley, a short walk from Kleinburg village. It was listing in November, traditionally the slowest month for estate homes north of the city.',
      challenges:
        'The autumn colour was at its peak for less than a week and the forecast showed rain for most of it. We moved the shoot forward by four days at short notice, flew the drone in a two-hour dry window, and captured the twilight set the same evening so every exterior showed the full canopy.',
      services: [
        'Luxury photography (44 images)',
        'Twilight exterior photography',
        'Drone photography and video',
        'Cinematic video tour',
        'Matterport 3D tour',
      ],
      results:
        'Sold in 18 days at 98% of asking, when comparable Kleinburg estates were averaging 41 days on market that month. The autumn aerials became the brokerage’s best-performing social post of the year.',
      heroImage: 'kleinburg-estate-twilight',
      gallery: gallery('kleinburg-ravine-estate', [
        [
          'kleinburg-estate-twilight',
          'Estate at Twilight',
          'The front elevation lit at blue hour, with the woods behind.',
          'A modern fieldstone and cedar estate at blue hour, every window lit, with a cedar-clad garage wing and an autumn woodland behind.',
        ],
        [
          'kleinburg-estate-entry',
          'The Entrance',
          'Fieldstone, cedar and a wall of glass as the lamps come on.',
          "The Kleinburg estate's front in the early evening: a fieldstone ground floor with a pale front door up three steps and a wall of lit glass, the cedar-clad upper storey with its long window, and the garage beside it, under autumn trees.",
        ],
        [
          'kleinburg-estate-living',
          'Living Room',
          'A stone fireplace and two sofas facing each other, with the woods through a floor-to-ceiling window.',
          'The Kleinburg living room at dusk: a stone fireplace between two sofas facing across a dark coffee table, a lamp lit beside them, and a floor-to-ceiling window onto the autumn woods.',
        ],
        [
          'kleinburg-estate-living-sofa',
          'Fireside',
          'The sofas drawn up to the limestone fireplace, the ravine just outside.',
          "The Kleinburg estate's living room close in, in the evening: two camel sofas around a dark coffee table, a limestone fireplace with an abstract painting above, a potted tree in the corner, and the ravine's trees through a tall window.",
        ],
        [
          'kleinburg-estate-kitchen',
          'Kitchen',
          'A cedar-beamed kitchen whose windows look into the woods over the backsplash.',
          'A kitchen with walnut-toned cabinets and a tall pantry wall, a white waterfall island with four stools, a cedar beam overhead and a band of windows above the tiled backsplash onto the autumn woods.',
        ],
        [
          'kleinburg-estate-dining',
          'Dining Room',
          'A double-height dining room with a window wall onto the trees.',
          'A double-height dining room with a table for eight, a window wall onto the trees, and a walnut sideboard lit by two lamps.',
        ],
        [
          'kleinburg-estate-ensuite-west',
          'Primary Ensuite, From the Vanity',
          'The tub under the window onto the pines, the rain shower beside it.',
          'The Kleinburg ensuite from the vanity: a freestanding tub on warm wood floors, a window onto the pines and autumn trees, and a walk-in rain shower against a marble-veined wall.',
        ],
        [
          'kleinburg-estate-day',
          'Estate in the Late Afternoon',
          'The same front from the same spot, hours earlier: stone, cedar and the woods in full colour.',
          'The Kleinburg estate in the late afternoon: a fieldstone ground floor with a wall of glass, a cedar-clad upper storey, a two-car garage wing in stone and cedar, and the autumn woods behind.',
        ],
        [
          'kleinburg-estate-entry-right',
          'Cedar over Stone',
          'The cedar upper floor and the stone base from the lawn, with the garage doors beside the entry.',
          'The Kleinburg estate from its front lawn by day: a cedar-clad upper floor with floor-to-ceiling glass lit from inside over a stone base, two cedar garage doors beside the entry, a clipped hedge along the terrace and autumn trees behind.',
        ],
        [
          'kleinburg-estate-side-day',
          'From the Lawn',
          'The house from the far side of the lawn, the red maple by the hedge in full colour.',
          'The Kleinburg estate from the right across its lawn on an autumn afternoon: a fieldstone ground floor with tall glass, a cedar-clad upper storey, the two-car garage wing, a red maple by the hedge and the woods behind.',
        ],
        [
          'kleinburg-estate-elevated-drive',
          'Over the Drive',
          'From the drone at the end of the drive: the cedar storey, the glazed ground floor and the ravine behind.',
          "The Kleinburg estate from the drone over the end of its drive: a cedar-clad upper storey with a lit bedroom over a glazed ground floor, the two-car garage in fieldstone with cedar doors beside it, a red maple at the corner and the ravine's trees behind.",
        ],
        [
          'kleinburg-estate-elevated-lawn',
          'Above the Lawn',
          'From the drone over the lawn: the glazed ground floor, the garage wing and the drive, with the woods behind.',
          'The Kleinburg estate from the drone above its lawn: the cedar-clad upper storey with a lit bedroom over a glazed ground floor, the fieldstone garage wing with cedar doors at the end of the drive, a red maple by the clipped hedge and the autumn woods behind.',
        ],
      ]),
      videoId: 'Kb1rEv4sTa9',
    },
  },
];

/** Resolves a /projects/:slug segment: the slug where a project has one, otherwise its id. */
export function findProject(slugOrId: string): Project | undefined {
  return projects.find((p) => p.slug === slugOrId || p.id === slugOrId);
}

/** The home page shows the first five. */
export const featuredProjects = projects.slice(0, 5);

/** The head of a project's page: "{title}: {property type} Case Study" and its card text, unless it has its own. */
export function projectHead(project: Project): HeadText {
  return {
    title: project.seo?.title ?? `${project.title}: ${project.detail.propertyType} Case Study`,
    description: project.seo?.description ?? project.description,
  };
}

export interface ProjectsPage {
  path: string;
  seo: SeoFields;
  hero: PageHero & { heroKey: string };
  listTitle: string;
  listIntro: string;
  cta: { title: string; description: string; button: Cta };
}

export const projectsPage: ProjectsPage = {
  path: paths.projects,
  seo: {
    title: 'Notable Projects | Toronto Real Estate Case Studies | Northframe Media',
    description:
      'Case studies from Rosedale, Harbourfront, King West, Oakville and beyond: the challenge, the media we produced and how fast each property sold or leased.',
    keywords: [
      'real estate marketing case study Toronto',
      'luxury listing media GTA',
      'real estate photography results',
      'Matterport case study',
    ],
  },
  hero: {
    title: 'Notable Projects',
    subtitle: 'The listings behind the numbers',
    description:
      'A closer look at eight projects across the GTA: what made each property hard to market, what we produced, and what happened once it went live.',
    image: 'chelster-hall-aerial-lot',
    // The hero has no projects key; the portfolio key's buttons fit this page best.
    heroKey: 'portfolio',
  },
  listTitle: 'Eight Listings, Start to Finish',
  listIntro: 'From a restored Rosedale manor to a Liberty Village office floor, each with the challenge, the services and the result.',
  cta: {
    title: 'Have a property that needs this treatment?',
    description: 'Tell us about the listing and your timeline. We reply to every enquiry within 2-4 hours on business days.',
    button: { text: 'Start Your Project', href: paths.contact, variant: 'primary' },
  },
};
