// Body of "Virtual Staging Trends for 2026". Metadata lives in ../index.ts.
// This post deliberately has no author (BlogPostMeta.author is optional).
import type { BlogBlock } from '#content/types';

export const content: BlogBlock[] = [
  {
    type: 'paragraph',
    text: 'Empty rooms photograph badly. Without furniture a camera has nothing to measure scale against, so a generous living room reads as a vague beige box and a compact bedroom looks like it might not take a bed at all. For vacant listings, estate sales, tenant-occupied condos that have just been emptied and pre-construction assignments, virtual staging has become the default answer in the GTA. It is also changing quickly. Here is what we see working in 2026, what has stopped working, and the disclosure rules that keep it on the right side of the line.',
  },
  { type: 'heading', text: 'Trend 1: AI speed, human finish' },
  {
    type: 'paragraph',
    text: "Generative tools can now furnish a photographed room in seconds. The results are impressive at a glance and unreliable on inspection: a sofa that passes through a radiator, a rug that ignores the perspective of the floor, a window that has quietly moved or grown, a pendant light that doesn't exist. Any of those, spotted by a buyer at a showing, undermines trust in every other photo in the listing.",
  },
  {
    type: 'paragraph',
    text: "The workflow that has settled in across the industry, and the one we use, is AI-assisted rather than AI-only. Software proposes the layout and the first render; an editor then checks scale against the room's real dimensions, fixes shadows and contact points where furniture meets floor, and confirms that nothing permanent in the room has changed. Turnaround for finished images is 24-48 hours, fast enough to stage a vacant condo the week it goes on the market.",
  },
  {
    type: 'image',
    src: 'yonge-eglinton-staged-west',
    caption:
      'A virtually staged living room in a Yonge and Eglinton condo, seen square on: the sofa and armchairs are sized to leave a clear path along the windows.',
    alt: 'A condo living room virtually staged and seen square on: a warm grey three-seat sofa under an abstract painting, two grey-green armchairs on a cream rug round a white coffee table, and floor-to-ceiling windows on the left',
  },
  { type: 'heading', text: 'Trend 2: furniture that actually fits' },
  {
    type: 'paragraph',
    text: 'The most common complaint from buyers about virtual staging is simple: "It looked bigger in the pictures." In a city where the median new condo one-bedroom is somewhere around 500 to 600 square feet, furniture scale is everything. A 90-inch sectional in a 3-metre-wide living room is not staging; it is a misrepresentation of the space.',
  },
  {
    type: 'list',
    items: [
      'Apartment-sized sofas (72 to 80 inches) in condo living rooms, with a clear walking path in front.',
      'Queen beds in bedrooms under about 3 by 3.3 metres, with two small side tables; king beds only where there is real room for them.',
      'Round or drop-leaf dining tables in condo dining nooks, and no more chairs than the space can pull out.',
      'Desks no deeper than 60 cm when a den or alcove is staged as an office.',
      'A tape-measure check against the floor plan for every room, so the render and the showing agree.',
    ],
  },
  { type: 'heading', text: 'Trend 3: warm, quiet styles replace grey' },
  {
    type: 'paragraph',
    text: 'The cool grey, chrome and high-gloss look that defined GTA staging for a decade now reads as dated, and it can make a sunlit room look cold in photos. In 2026 the styles that perform are warm and restrained: light oak and walnut, linen and boucle upholstery, travertine and plaster textures, a few large plants, and one or two pieces of oversized art instead of a gallery wall. Japandi and organic modern are the names you will hear. What they share is calm, which is what buyers want to project onto a space.',
  },
  {
    type: 'paragraph',
    text: "Style should still follow the buyer, not the trend. A two-bedroom on King West, aimed at young professionals, can carry a darker, more urban palette. A four-bedroom in Richmond Hill wants a family-sized dining table and a kids' room that looks like a kids' room. A bungalow in Oakville aimed at downsizers should feel easy, bright and uncluttered, with furniture that suggests single-floor living.",
  },
  { type: 'heading', text: 'Trend 4: one room, two purposes' },
  {
    type: 'paragraph',
    text: 'Since hybrid work became permanent for many buyers, the question behind every den, loft and third bedroom is "Can I work here?" A strong 2026 approach is to deliver two versions of flexible rooms: the same frame staged as a home office and as a nursery or guest room, shown consecutively in the gallery. It costs one extra render and answers an objection before it is raised.',
  },
  { type: 'heading', text: 'Trend 5: staging beyond the still photo' },
  {
    type: 'list',
    items: [
      'Staged 3D tours: furniture can now be placed inside Matterport tours, so the buyer who walks through virtually sees the same furnished rooms as the gallery. The tour must carry the same disclosure.',
      'Staged video: short pans across staged stills are common on Reels and Shorts, and fully staged video walk-throughs are arriving, but they are expensive and must be clearly labelled.',
      'Virtual twilight: a daytime exterior converted to dusk. It is widely used and acceptable when labelled, but a real twilight shoot still looks better on high-value homes.',
      'Seasonal swaps: brown March lawns turned green. This edges toward misrepresentation, so use it sparingly, label it, and never on a listing where the garden is a selling point.',
    ],
  },
  { type: 'heading', text: 'Trend 6: virtual renovation, handled carefully' },
  {
    type: 'paragraph',
    text: "Showing what a dated kitchen could become, with new cabinet fronts, a quartz counter and different flooring, is a genuinely useful tool for fixer-uppers and estate sales. It is also the easiest place to mislead. Concept images belong after the real photos in the gallery, labelled clearly as a renovation concept, and ideally paired with a contractor's estimate so the buyer understands the cost of getting there. They should never be the lead image, and never replace the photo of the room as it is.",
  },
  { type: 'heading', text: 'Disclosure: the non-negotiables' },
  {
    type: 'paragraph',
    text: 'In Ontario, responsibility for advertising sits with the brokerage. The Code of Ethics under TRESA, which RECO enforces, requires that advertising not be false or misleading, and MLS boards including TRREB expect altered images to be disclosed. Virtual staging is allowed; hiding it is not. These are the rules we apply to every staged file we deliver:',
  },
  {
    type: 'list',
    items: [
      'Every staged image carries a visible "Virtually staged" label on the image itself, not just in the remarks.',
      'The unstaged photo of the same room is included in the gallery, immediately before or after the staged version.',
      'Listing remarks note that some images are virtually staged.',
      'Nothing permanent is added, removed or changed: walls, windows, flooring, fixtures, ceiling height, views, hydro lines, stains, cracks or damage.',
      "Furniture is scaled to the room's measured dimensions.",
      'Staged images are not used after the listing ends, or for a different property.',
    ],
  },
  {
    type: 'highlight',
    text: 'Open house tip: print the staged image of each key room on a small card and place it in that room. Buyers connect what they saw online with what they are standing in, and the disclosure becomes part of the pitch instead of a surprise.',
  },
  { type: 'heading', text: 'How to photograph a room for staging' },
  {
    type: 'paragraph',
    text: 'Virtual staging is only as good as the photo underneath it. A room shot for staging needs a little more floor and a little less ceiling than usual, clean lines and neutral colour. When we know a listing will be staged, we adjust the shoot:',
  },
  {
    type: 'list',
    items: [
      'Shoot from the corner that shows the two longest walls, at about 1.2 metres, so the floor gives the stager room to work.',
      'Keep focal lengths honest, around 16 to 20 mm. Ultra-wide distortion makes furniture look wrong however well it is rendered.',
      'Clear the room completely: no leftover boxes, cords, paint cans or ladders.',
      'Shoot one extra angle of every room that will be staged, so the gallery has a natural variation.',
      'Use bounced flash for neutral colour, because a warm cast on the walls fights with the colour of rendered fabrics.',
    ],
  },
  { type: 'heading', text: 'Which rooms to stage, and when to stage for real' },
  {
    type: 'paragraph',
    text: "Stage the rooms where scale and use are unclear: the living room, the primary bedroom, the dining room or dining nook, and any flexible space. Kitchens usually need only stools at the island. Bathrooms, hallways and laundry rooms don't need staging at all. On a condo, that often means four or five staged images out of fifteen to twenty.",
  },
  {
    type: 'paragraph',
    text: 'Physical staging still wins when most buyers will see the home in person and the price justifies it, typically detached homes in the upper brackets where an echoing empty room at the showing undoes the photos. A hybrid works well for many GTA listings: physically stage the main floor, virtually stage the upper bedrooms and the basement.',
  },
  {
    type: 'quote',
    text: 'Our vacant listings used to sit while buyers tried to picture a bed in the second bedroom. Now the staged photo answers that before they book a showing, and the empty-room photo right next to it means nobody feels tricked when they walk in.',
    author: 'Hannah Cho, listing agent, Midtown Toronto',
  },
  {
    type: 'paragraph',
    text: 'Virtual staging in 2026 is faster and more convincing than ever, which is exactly why the standard for honesty has to rise with it. Stage for the buyer you are marketing to, scale everything to the real room, label everything, and show the room as it is right alongside it.',
  },
];
