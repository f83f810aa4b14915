// Body of "The Ultimate Guide to Real Estate Photography in Toronto". Metadata lives in ../index.ts.
import type { BlogBlock } from '#content/types';

export const content: BlogBlock[] = [
  {
    type: 'paragraph',
    text: 'Most buyers in the GTA meet your listing on a phone screen, at thumbnail size, somewhere between a subway stop and a coffee line. They give the first photo about a second. If it earns a tap, they give the gallery maybe a minute. Everything in this guide is about winning those two moments, and it comes from what we have learned shooting more than 5,000 properties across Toronto since 2007: detached homes in Leaside, semis in Leslieville, 480-square-foot condos at Yonge and Eglinton, and estates on the Bridle Path.',
  },
  {
    type: 'paragraph',
    text: "It is written for agents. You don't need to know how to run a camera, but knowing what a good shoot involves will help you prepare the seller, book the right time of day, and spot weak work before it reaches the MLS.",
  },
  { type: 'heading', text: 'Start before the photographer arrives' },
  {
    type: 'paragraph',
    text: "Half of a great listing gallery is decided the day before the shoot. A photographer can balance light and straighten lines; they cannot make a cluttered kitchen look calm without either spending an hour moving the seller's belongings or painting them out in editing, which slows delivery and edges toward misrepresentation. Send the seller a checklist at least 48 hours ahead and walk the house with it if you can.",
  },
  {
    type: 'list',
    items: [
      'Clear every counter except one or two deliberate objects: a bowl of lemons, a cutting board, a single plant.',
      'Take everything off the fridge door and out of the shower: magnets, school calendars, shampoo bottles, squeegees.',
      'Replace burnt-out bulbs and match colour temperatures where possible. A room with one warm and one cool bulb photographs with two different colour casts.',
      'Open every blind to the same height and turn on every light, including the range hood, the pot lights and the under-cabinet strips.',
      'Lower toilet lids, hide bath mats, fold towels in thirds and hang them evenly.',
      'Move cars off the driveway and off the street in front of the house, and put the green, blue and garbage bins in the garage.',
      'Cut the lawn two days before, not the morning of, so the stripes settle. Sweep the porch and the front walk.',
      'Put away pet bowls, litter boxes, family photos, diplomas and anything with a name or address on it.',
    ],
  },
  {
    type: 'highlight',
    text: 'Agent tip: ask the seller to be out for the shoot, pets included. A typical shoot takes 1-2 hours under 2,500 sq ft and 2-3 hours above it, and an empty house lets the photographer shoot from doorways and corners without anyone stepping into the frame.',
  },
  {
    type: 'image',
    src: 'leaside-infill-twilight-left',
    caption: 'Prep shows from the street: the drive clear, the bins in the garage, every light on and every blind at the same height.',
    alt: 'The Leaside infill at blue hour from the left: the white upper volume with its wide lit window over a charcoal-brick ground floor, a lit glass garage door and a glazed living room, soffit and wall lights on and bollards along the walk, between brick neighbours.',
  },
  { type: 'heading', text: 'Book the light, not just the date' },
  {
    type: 'paragraph',
    text: 'Toronto streets run on a grid that is rotated about 17 degrees from true north, so a house that "faces south" on most city streets really faces south-southeast, and a "west-facing" one looks a little south of west. The practical rule still holds: photograph the front of the house when the sun is on it, or when it is fully in shade, but never when a hard diagonal shadow cuts across the facade. A south- or east-facing front usually wants a morning slot. A west-facing front wants mid-to-late afternoon. North-facing fronts are best on a bright overcast day or at twilight.',
  },
  {
    type: 'paragraph',
    text: 'Interiors care less about the clock, with two exceptions. Rooms with big west windows blow out in late afternoon sun, and condos on high floors facing the lake can look hazy at midday in summer. When we book, we check the orientation on a satellite map and build the room order around it.',
  },
  {
    type: 'image',
    src: 'kleinburg-estate-day-shoot',
    caption: 'Booked for the light: the tripod on the lawn in the late afternoon, when the low sun reaches the front and warms the cedar.',
    alt: "A camera on its tripod on the Kleinburg estate's lawn in the late afternoon, aimed at the cedar-clad upper storey and the lit glass of the ground floor, with the stone garage wing on the left and autumn trees behind.",
  },
  { type: 'heading', text: 'Twilight timing through the Toronto year' },
  {
    type: 'paragraph',
    text: 'A twilight exterior is the single most effective upgrade we sell for detached homes, and the window is short. The shot happens when the sky has dropped to a deep blue but still carries detail, and the interior lights glow a little brighter than the sky. In Toronto that is roughly 10 to 25 minutes after sunset, and the usable part lasts about 15 minutes. The photographer arrives 45 minutes before sunset to set up the tripod, walk the lights and shoot a daylight frame for backup.',
  },
  {
    type: 'list',
    items: [
      'December and January: sunset between about 4:40 and 5:25 PM, so twilight starts around 5:00 PM. Easy to fit in after a daytime shoot; cold hands and short batteries are the real problem.',
      'February to mid-March: sunset moves from about 5:30 to 6:15 PM until the clocks go forward on the second Sunday of March, when it jumps past 7:10 PM.',
      'April and May: sunset from roughly 7:45 to 8:50 PM. Spring is the best season for lush twilights once the trees leaf out in mid-May.',
      'June and July: sunset as late as 9:03 PM around the solstice, so twilight is after 9:15 PM. Warn sellers that we will be on the lawn late.',
      'August to October: sunset falls from about 8:40 PM back to 6:15 PM, with warm autumn colour in the trees from early October.',
      'November: clocks fall back on the first Sunday, and sunset drops from about 5:10 to 4:45 PM. Grey November skies often need a sky replacement, which we disclose like any other edit.',
    ],
  },
  {
    type: 'image',
    src: 'leaside-infill-twilight-right',
    caption: 'A twilight exterior in Leaside, shot 18 minutes after a late-September sunset with every interior light on.',
    alt: 'A modern infill house at blue hour: the big window of its white upper volume glowing over a charcoal-brick ground floor, a lit glass garage door, soffit lights and a warm living room behind a young maple, between lit brick neighbours',
  },
  { type: 'heading', text: 'The camera settings behind a clean interior' },
  {
    type: 'paragraph',
    text: "Interiors are hard because the human eye sees the view through the window and the shadows under the table at the same time, and a camera doesn't. Every professional workflow is a way around that problem. Ours starts from the same baseline on every shoot:",
  },
  {
    type: 'list',
    items: [
      'Full-frame camera on a tripod with a geared head, levelled with a bubble level so vertical lines stay vertical.',
      'ISO 100 to 200 for the cleanest files. The tripod, not the ISO, handles the low light.',
      'Aperture f/7.1 to f/9, enough depth of field to keep the sofa and the back wall sharp without softening from diffraction.',
      'Brackets of 3 to 5 exposures two stops apart, merged and then hand-blended so windows show the view instead of a white rectangle.',
      'A bounced flash frame for colour accuracy, blended over the ambient exposure to remove green and orange casts from mixed light.',
      'Lens at 16 to 24 mm (full-frame equivalent). Anything wider stretches corners and makes rooms look bigger than they are, which buyers notice at the showing.',
      'Camera height around 1.2 to 1.5 metres, a little above counter height in kitchens so the countertop reads as a surface rather than a line.',
    ],
  },
  {
    type: 'paragraph',
    text: 'That last point deserves emphasis. Honest focal lengths are a business decision, not just an aesthetic one. A primary bedroom shot at 12 mm looks spacious online and cramped in person, and the buyer who walks in disappointed is already negotiating.',
  },
  {
    type: 'image',
    src: 'leslieville-kitchen',
    caption:
      'Kitchens are shot from just above counter height, with the under-cabinet lights balanced against the room so the counters read white.',
    alt: 'An open kitchen with dark green-grey cabinets to the ceiling, white quartz counters, a lit tile backsplash and a waterfall island with three stools',
  },
  { type: 'heading', text: 'Room order and the shot list' },
  {
    type: 'paragraph',
    text: 'Buyers scroll a gallery as if they are walking through the front door, so we shoot in the same order and deliver the files numbered that way. On a typical detached home under 3,000 sq ft that means 25-35 finished photos; larger homes run to 35-50 or more. The sequence below is our default, adjusted for the light:',
  },
  {
    type: 'list',
    items: [
      'Front exterior: a straight-on frame and a three-quarter angle from across the street, plus the streetscape if the street itself sells.',
      'Entrance and foyer, looking in.',
      'Living room from two corners, then the dining room, framed so the relationship between the two is clear.',
      'Kitchen: one wide, one from the island toward the breakfast area, and one detail of the range or the counters.',
      'Family room and any main-floor office or powder room.',
      'Primary bedroom from the doorway corner and toward the windows, then the ensuite and the walk-in closet.',
      'Secondary bedrooms (one frame each unless the room is exceptional) and the main bathroom.',
      'Finished basement, laundry only if it is a selling point, and the garage if it is heated or has storage.',
      'Backyard from the back door and from the far fence looking back at the house, then the deck, pool or garden details.',
    ],
  },
  {
    type: 'image',
    src: 'oakville-estate-elevated-west',
    caption: 'The sequence starts outside: the front at a three-quarter angle, in the last hour of sun.',
    alt: 'The Oakville estate from the drone above its west lawn in the low evening sun: the long limestone front with lit sash windows, the white columned portico at the end of the front walk, three dormers and two chimneys on the slate hip roof, and mature trees around the lawn.',
  },
  {
    type: 'paragraph',
    text: 'For condos we adjust: the building exterior and lobby, the amenities the buyer is paying maintenance fees for (gym, party room, rooftop terrace), the view from the balcony, and then the suite itself. In a 600 sq ft one-bedroom, 15-20 photos is often the honest number. Padding the gallery with three angles of the same bathroom tells buyers there is nothing else to see.',
  },
  { type: 'heading', text: 'Editing: what is normal and what crosses the line' },
  {
    type: 'paragraph',
    text: 'Good editing corrects what the camera got wrong: colour casts, converging verticals, lens distortion, window exposure, a stray power cord. It can reasonably replace a flat grey sky and remove temporary things like a car, a garbage bin or a garden hose. It should never remove permanent features of the property or its surroundings: hydro lines, a neighbouring wall, a crack in the foundation, water stains, the transformer box on the lawn.',
  },
  {
    type: 'image',
    src: 'oakville-estate-split',
    caption:
      'Within the line: the same frame of an Oakville estate as shot in the afternoon and after a day-to-dusk edit. The sky and the lights change; the house, the trees and the lawn do not.',
    alt: "The Oakville estate's limestone front split at its portico between afternoon and dusk: on the left the day frame under a pale sky and sunlit trees; on the right the dusk edit, the sky deep blue and the sash windows, dormers and portico lantern lit.",
  },
  {
    type: 'quote',
    text: "The test I give every editor on our team is simple: if the buyer would notice the difference at the showing, don't make the change. Our job is to show the house at its best on its best day, not to show a different house.",
    author: 'Marcus Bennett, Founder & Lead Photographer',
  },
  {
    type: 'paragraph',
    text: "Under the Code of Ethics made under TRESA, Ontario's real estate services act, and enforced by RECO, listing advertising must not be false or misleading, and that responsibility sits with the brokerage, not the photographer. Keep edited images honest and you never have to think about it.",
  },
  { type: 'heading', text: 'MLS photo rules, in general terms' },
  {
    type: 'paragraph',
    text: "TRREB and the other Ontario boards update their MLS rules regularly, so check your board's current policy rather than relying on memory or on this article. A few principles have held steady for years, and our files are delivered to respect them:",
  },
  {
    type: 'list',
    items: [
      'Photos must show the property being listed. Community or amenity shots should be identified as such.',
      'No agent branding, phone numbers, logos or watermarks on the MLS photo set; branded versions go on your own website and social channels.',
      'Virtually staged or digitally altered images must be disclosed, usually with a label on the image and a note in the remarks.',
      'No identifiable people, and nothing that reveals security systems, safes or personal information.',
      'You need the rights to the images. Photographers normally license photos to the listing brokerage for marketing that listing; reusing them for a future sale of the same house, or passing them to another agent, needs a new licence.',
    ],
  },
  {
    type: 'paragraph',
    text: 'We deliver two sets from every shoot: MLS-ready files sized for fast upload, unbranded and in gallery order, and full-resolution files for print, feature sheets and your website.',
  },
  { type: 'heading', text: 'A realistic timeline for a listing launch' },
  {
    type: 'paragraph',
    text: 'Book the shoot 48-72 hours ahead, and longer in April, May and September when the spring and fall markets fill the calendar. Photos arrive within 24-48 hours of the shoot, with same-day delivery available as an extra. If you are adding video, drone or a Matterport tour, book them for the same visit; one well-prepared house is easier to shoot once than twice. Plan your launch date around delivery, not the other way around, and you will never list with three phone photos and a promise that better ones are coming.',
  },
  {
    type: 'highlight',
    text: 'The short version: prepare the house, book the right light, insist on honest focal lengths and honest edits, and deliver the gallery in walk-through order. That is most of what separates a listing that gets tapped from one that gets scrolled past.',
  },
];
