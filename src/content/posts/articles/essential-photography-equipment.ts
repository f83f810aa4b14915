// Body of "Essential Photography Equipment for Real Estate". Metadata lives in ../index.ts.
import type { BlogBlock } from '#content/types';

export const content: BlogBlock[] = [
  {
    type: 'paragraph',
    text: "Gear doesn't make a photographer, but in real estate it sets a floor. A skilled shooter with a phone will still lose the view out of a condo window, bend the door frames in a narrow hallway and fight a green cast from old fluorescent tubes in the basement. This article walks through the kit we actually carry on Toronto listing shoots, why each piece earns its place in the bag, and what you, as an agent, should ask before you hire someone to photograph a seller's biggest asset.",
  },
  { type: 'heading', text: 'The camera body: dynamic range over megapixels' },
  {
    type: 'paragraph',
    text: 'The number that matters most for interiors is dynamic range: how much detail a sensor holds in the brightest window and the darkest corner of the same frame. Current full-frame mirrorless bodies such as the Sony A7 IV, Canon EOS R6 Mark II and Nikon Z6 III deliver around 14 stops at base ISO, clean files at ISO 100 to 400, and enough resolution (24 to 33 megapixels) for a full-page magazine spread. Higher-resolution bodies are lovely for luxury work but produce huge files that slow down a 48-hour delivery pipeline for little visible gain on a listing website.',
  },
  {
    type: 'list',
    items: [
      'Full-frame sensor, for dynamic range and for lens choice at wide angles.',
      'Dual card slots writing simultaneously, so a failed card never means a reshoot.',
      'Automatic exposure bracketing of at least 5 frames, ideally with a 2-stop spacing.',
      'An articulating screen, for framing from low angles or from the top of a step stool.',
      'Weather sealing and a battery grip or USB-C power, for January exteriors at minus 15.',
    ],
  },
  {
    type: 'paragraph',
    text: 'What about phones? Modern phones take excellent pictures of people and food. In real estate they run into three limits: the ultra-wide lens (about 13 mm equivalent) stretches room edges noticeably, the computational HDR often produces flat, grey-looking interiors with halos around windows, and you cannot blend a flash frame for colour. Phones are the right tool for an Instagram story from the open house. They are not the right tool for the MLS gallery.',
  },
  { type: 'heading', text: 'Lenses: the wide zoom does most of the work' },
  {
    type: 'paragraph',
    text: 'Roughly 80 percent of our interior frames come from a single wide-angle zoom: a 16-35 mm f/4 on Sony, the RF 14-35 mm f/4L on Canon, or the Z 14-30 mm f/4 on Nikon. An f/4 maximum aperture is plenty, because we shoot at f/7.1 to f/9 on a tripod anyway, and f/4 zooms are lighter, sharper at the edges and cheaper than their f/2.8 siblings.',
  },
  {
    type: 'list',
    items: [
      'Wide zoom (16-35 mm): living rooms, kitchens, bedrooms, most exteriors. We rarely go below 16 mm; wider makes rooms look larger than they are.',
      'Tilt-shift or shift lens (17 or 24 mm, or the Laowa 15 mm Zero-D Shift): keeps verticals perfectly straight in tall foyers, stairwells and tight bathrooms without cropping away resolution in editing.',
      'Standard zoom (24-70 mm): detail frames such as hardware, a fireplace surround, a range, a wine room, plus video b-roll.',
      'Telephoto (70-200 mm): compressed streetscapes, a townhouse facade from across a busy road, and skyline or lake views from condo balconies, where a wide lens makes the CN Tower look like a toothpick.',
    ],
  },
  {
    type: 'image',
    src: 'king-west-loft-living',
    caption:
      'A King West loft shot at 18 mm: the walls read true to size and the factory windows keep their detail thanks to a blended exposure.',
    alt: 'An open-plan loft with exposed red-brick walls, fir beams and posts, a maple floor, black steel factory windows, a leather sofa group and a dining table under black pendants',
  },
  { type: 'heading', text: 'Tripod and head: where sharpness and straight lines come from' },
  {
    type: 'paragraph',
    text: "A tripod is the least glamorous and most important piece of kit in real estate. It makes bracketing possible (every exposure must line up to the pixel), keeps the camera at a consistent height from room to room so the gallery feels coherent, and lets the photographer level the camera precisely. A geared head such as the Manfrotto 410 lets you nudge the camera a fraction of a degree at a time; ball heads droop under the weight of a full-frame body and a wide zoom. Add an L-bracket so you can flip to vertical without shifting the optical axis, and a hot-shoe bubble level as a check on the camera's own electronic level.",
  },
  {
    type: 'highlight',
    text: "How to spot a hand-held shoot in seconds: look at the door frames and the edges of the kitchen cabinets. If they lean in toward the top of the frame, or lean differently from photo to photo, the photographer didn't level the camera and didn't correct it afterwards.",
  },
  {
    type: 'image',
    src: 'oakville-estate-ensuite-shoot',
    caption:
      'Set up for an ensuite: the camera levelled on its tripod at chest height, 18 mm on the zoom, so the tub, both windows and the shower fit in one frame with every vertical straight.',
    alt: "A camera on a tripod in the Oakville estate's ensuite, aimed at the freestanding tub under two tall sash windows, with the double vanity and its lit sconces on the left",
  },
  { type: 'heading', text: 'Lighting: flash is for colour, not just brightness' },
  {
    type: 'paragraph',
    text: 'Most Toronto homes mix three or four kinds of light: daylight through the windows, warm LED pot lights, a cooler range-hood strip, and sometimes a fluorescent tube in the laundry room. The eye adjusts; the camera records a patchwork of orange and green. A bounced flash frame, fired into a white ceiling or a wall behind the camera, gives the editor one clean, neutral layer to blend over the ambient exposure. That is the technique usually called flambient, and it is why a professionally lit kitchen shows white cabinets as white.',
  },
  {
    type: 'list',
    items: [
      'One or two battery strobes (for example a Godox AD200 Pro) or powerful speedlights with a wireless trigger on the camera.',
      'A compact light stand so the second light can sit in a hallway and open up a dark room beyond.',
      'Bounce technique rather than modifiers: ceilings in most GTA homes are white and make a huge, soft light source.',
      'Spare AA or lithium packs. A full shoot can run to 200 or more flash pops.',
    ],
  },
  {
    type: 'image',
    src: 'kleinburg-estate-kitchen-shoot',
    caption:
      'Pendants, pot lights and the last of the daylight in one kitchen: before the frame is taken, the flash is set to bring them to one colour.',
    alt: "A camera on its tripod in the Kleinburg estate's kitchen in the evening, aimed past the white-topped island and its stools, under three lit pendants, with the long windows onto the trees above the counter.",
  },
  { type: 'heading', text: 'Drone, video and 3D kit' },
  {
    type: 'paragraph',
    text: "Aerial work is its own discipline and its own legal regime (see our drone best practices article for Transport Canada's rules). In short: sub-250 g drones such as the DJI Mini 4 Pro are useful for tight residential lots, while larger drones such as the DJI Air 3S or Mavic 3 Pro carry bigger sensors that hold up in twilight and handle gusts off Lake Ontario better. Anything 250 g or heavier must be registered, and the pilot needs the right certificate.",
  },
  {
    type: 'image',
    src: 'kleinburg-estate-living-filming',
    caption:
      'The video camera set up in a living room between takes, its monitor turned so the agent can check the frame before a walk-through.',
    alt: "A video camera on its tripod in the Kleinburg estate's living room, its monitor lit, between two camel sofas, with the limestone fireplace and a lamp on the right and a wall of glass onto the ravine's trees on the left.",
  },
  {
    type: 'paragraph',
    text: 'For video we use a three-axis gimbal (a DJI RS 4 class stabiliser), variable ND filters so we can keep the shutter at twice the frame rate in bright sun, and wireless lavalier microphones for agent intros and walk-throughs. For 3D tours, a Matterport Pro3 uses LiDAR to scan both interiors and exteriors; scanning takes 1-3 hours depending on size, and processing takes another 24-48 hours.',
  },
  {
    type: 'image',
    src: 'kleinburg-estate-ensuite-scan',
    caption:
      'A Matterport Pro3 set up in an ensuite: it scans from about a visitor’s eye height, one position every two to three metres, so a bathroom takes one or two.',
    alt: "A 3D-tour camera on its tripod in the Kleinburg estate's ensuite, between the freestanding tub and the walnut double vanity, with the wooded view in the window behind",
  },
  { type: 'heading', text: 'The desk: editing and storage' },
  {
    type: 'paragraph',
    text: 'Half the work happens after the shoot. A colour-calibrated monitor, checked monthly with a calibration puck, is the only way to know that the grey-beige paint in the listing photo matches the grey-beige on the wall. Files move through Lightroom Classic for the merge and first pass, then Photoshop for window pulls, flash blends and line correction. Every shoot is backed up three ways before the card is formatted: the working drive, a local RAID, and an off-site cloud copy.',
  },
  {
    type: 'image',
    src: 'summerhill-living-split',
    caption:
      'Same frame, before and after: the edit lifts the room out of the camera’s dim, flat exposure and blends the garden back into the window.',
    alt: 'A living room split through its window: on the left the camera’s dim, flat frame; on the right the edited one, brighter, with the garden clear through the glass and the lamps balanced',
  },
  { type: 'heading', text: 'The small things that save a shoot' },
  {
    type: 'list',
    items: [
      'A laser distance measurer for floor plans and for confirming room dimensions in the listing.',
      'Microfibre cloths and a blower: Toronto winters mean salt spray on every exterior lens.',
      'Spare camera and drone batteries kept in an inside pocket in cold weather, because lithium cells lose capacity fast below zero.',
      'A small step stool for kitchen and bathroom angles over tall vanities.',
      "Gaffer tape, a few spare bulbs in common colour temperatures, and shoe covers for the seller's floors.",
    ],
  },
  { type: 'heading', text: 'What a credible kit costs' },
  {
    type: 'paragraph',
    text: 'Prices move constantly, but as a rough guide in Canadian dollars: a credible starter kit (used full-frame body, wide zoom, a sturdy tripod with a geared head, one strobe) runs about $4,000 to $5,000. A working professional kit with a shift lens, two lights, a registered drone and a calibrated editing station is closer to $12,000 to $18,000, before software subscriptions, insurance and the drone pilot certificate. Add a Matterport Pro3 and video gear and you are well past $25,000. That investment, spread across hundreds of shoots, is part of what you are paying for when you book a professional.',
  },
  { type: 'heading', text: 'Questions to ask before you hire a photographer' },
  {
    type: 'list',
    items: [
      'Do you shoot on a tripod and bracket every interior?',
      'Do you use flash for colour correction, or rely on ambient light and editing?',
      'What is the widest focal length you use in bedrooms and bathrooms?',
      'Who edits the photos, and how do you handle windows and views?',
      'Do you carry liability insurance, and does it cover drone work?',
      'Are your drone pilots certified by Transport Canada, and is the drone registered?',
      'What is your turnaround, and what do you deliver (MLS-sized files, full-resolution files, branded versions)?',
    ],
  },
  {
    type: 'quote',
    text: 'Clients never see the tripod or the strobes. They see a kitchen that looks like the kitchen they walk into on Saturday. The gear is there so that happens every time, not just on the easy days.',
    author: 'Priya Raman, Senior Photographer',
  },
  {
    type: 'paragraph',
    text: 'If a photographer can answer those questions without hesitating, the equipment is almost certainly right. If the answers are vague, the gallery probably will be too, and your seller will notice long before the buyers do.',
  },
];
