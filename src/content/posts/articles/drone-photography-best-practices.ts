// Body of "Drone Photography Best Practices for Toronto Listings". Metadata lives in ../index.ts.
// Regulatory statements are deliberately general and point to Transport Canada as the authority,
// because Part IX of the Canadian Aviation Regulations changes more often than this article will.
import type { BlogBlock } from '#content/types';

export const content: BlogBlock[] = [
  {
    type: 'paragraph',
    text: "A good aerial photo answers the questions a ground-level gallery can't: how big the lot really is, what backs onto the yard, how far it is to the lake, the ravine or the GO station. A bad one, or an illegal one, can embarrass a seller, upset the neighbours and expose a brokerage to real liability. This guide covers both halves: the Canadian rules that decide whether a flight can happen at all, and the shot craft that decides whether it was worth it.",
  },
  {
    type: 'highlight',
    text: 'This article is practical guidance, not legal advice. Drone rules in Canada are set by Transport Canada under Part IX of the Canadian Aviation Regulations and were last overhauled in November 2025. Always check the current rules before a flight.',
  },
  { type: 'heading', text: 'The Canadian rules, in plain language' },
  {
    type: 'paragraph',
    text: 'Canada regulates drones by weight and by where they fly, not by whether the flight is for fun or for business. A listing shoot and a backyard hobby flight follow the same rules. The lines that matter for real estate work are these:',
  },
  {
    type: 'list',
    items: [
      'Under 250 g (microdrones): no registration and no pilot certificate, but the pilot must still never endanger aircraft or people. Sub-250 g is not a licence to fly anywhere.',
      '250 g to 25 kg (small drones, which covers almost every real estate drone): the drone must be registered with Transport Canada and marked with its registration number, and the pilot must hold a drone pilot certificate and carry it while flying.',
      'Basic Operations certificate: an online exam. It allows flights in uncontrolled airspace, at a safe distance from bystanders and never over them.',
      'Advanced Operations certificate: a harder online exam plus an in-person flight review. It adds flights in controlled airspace with NAV CANADA authorization, and flights closer to bystanders with a drone whose manufacturer has declared it meets the safety standard for that operation.',
      'Every certified flight: maximum altitude 122 m (400 ft) above ground, keep the drone in visual line of sight, give way to crewed aircraft, and stay well clear of emergency scenes and advertised events.',
    ],
  },
  {
    type: 'paragraph',
    text: 'The November 2025 amendments also created a Level 1 Complex certificate for lower-risk beyond-visual-line-of-sight flights. That matters for pipeline inspection and farm surveys, not for listings; real estate work is, and should stay, within sight of the pilot.',
  },
  { type: 'heading', text: 'Why almost every Toronto flight is an Advanced operation' },
  {
    type: 'paragraph',
    text: "The GTA is some of the busiest airspace in the country. Toronto Pearson's controlled airspace covers Etobicoke, much of Mississauga and Brampton and a large part of the city's north-west. Billy Bishop Toronto City Airport's control zone sits over the waterfront, downtown and the neighbourhoods around them: the Harbourfront condos, Liberty Village, CityPlace, the Distillery. Hamilton and Oshawa have their own zones at either end of the region, and hospital helipads such as those at Sunnybrook and SickKids add smaller areas of caution in between.",
  },
  {
    type: 'paragraph',
    text: "Add narrow lots, sidewalks and neighbours in their gardens, and a Basic certificate covers very little of the city's housing stock. That is why every pilot on our team holds the Advanced certificate, and why you should ask any drone provider to show you theirs along with the drone's registration.",
  },
  {
    type: 'image',
    src: 'leslieville-semi-drone',
    caption:
      'Narrow lots, close neighbours: on a Leslieville street of semis the drone holds at second-storey height in front of its own house, and over no one else’s.',
    alt: "A drone hovering at the Leslieville semi's front, its navigation lights glowing red and green, before the cream-painted gabled half and its red-brick twin behind low iron railings.",
  },
  {
    type: 'list',
    items: [
      "Check the site on the NRC Drone Site Selection Tool and on NAV CANADA's NAV Drone app the moment the shoot is booked.",
      'If the property is in controlled airspace, submit an RPAS Flight Authorization request through NAV Drone with the address, the altitude ceiling and the time window. Near Billy Bishop, request several days ahead and build flexibility into the schedule.',
      'Check NOTAMs the morning of the flight for temporary restrictions: film shoots, events at the Exhibition grounds, VIP visits and air shows all appear here.',
      "Launch from the client's own property with the seller's permission. The City of Toronto's parks bylaw restricts drone take-offs and landings in city parks, so the ravine behind the house is not a launch pad.",
      'Run the pre-flight checklist and site survey every time: wires, trees, flagpoles, rooftop antennas and anyone who might walk into the area.',
    ],
  },
  {
    type: 'image',
    src: 'cornell-townhomes-elevated',
    caption:
      'A townhouse row from about ten metres over the street, launched from the client’s own front walk: the frame takes in the whole terrace and its front gardens.',
    alt: 'The Cornell townhome row from a drone about 10 m over the street in the late afternoon: three storeys of red, buff and grey brick with white porches, front gardens and young street trees along the sidewalk.',
  },
  { type: 'heading', text: 'Our pilots and the US side of the border' },
  {
    type: 'paragraph',
    text: 'Some GTA clients list cottages and investment properties south of the border, from Buffalo to the Finger Lakes. Our pilots also hold FAA Part 107 remote pilot certificates, which is the US equivalent for commercial drone work. The two systems are separate: a Canadian certificate means nothing to the FAA, and vice versa, so check that whoever flies a US property is certified there.',
  },
  { type: 'heading', text: 'Weather: wind, cold and the lake' },
  {
    type: 'paragraph',
    text: "We fly when sustained wind and gusts at altitude are under about 15 mph (24 km/h). Ground-level wind is a poor guide: on the Scarborough Bluffs, along the Mimico and Port Credit shoreline, or on the lakefront in Oakville and Burlington, it is routinely twice as strong at 60 metres as it is on the lawn. Wind doesn't just risk the aircraft. It makes the gimbal work hard, softens long-exposure twilight frames and puts a wobble into video that no stabiliser fully removes.",
  },
  {
    type: 'list',
    items: [
      'Cold: lithium batteries lose capacity and voltage quickly below 0°C. Keep them warm until launch, hover for 30 seconds to warm them, and land at 30 percent, not 15.',
      'Snow and fog: flights need visual line of sight and a clear view of the lens. Light snow on the ground, on the other hand, photographs beautifully under a blue sky.',
      'Rain: most drones are not water-resistant. We reschedule rather than gamble.',
      'Haze: summer humidity can flatten long views. For skyline and lake shots, the morning after a cold front is clearest.',
    ],
  },
  { type: 'heading', text: 'The aerial shot list that sells' },
  {
    type: 'paragraph',
    text: 'Most buyers want three things from aerials: the size and shape of the lot, the quality of the immediate surroundings, and the distance to whatever makes the neighbourhood desirable. Our standard residential list covers them in eight to twelve finished frames:',
  },
  {
    type: 'list',
    items: [
      'Low three-quarter front at roofline height, about 8-12 metres: the hero aerial, which shows the house and the street together.',
      'Straight-on front at 15-20 metres, camera angled down around 30 degrees, to show the driveway, landscaping and setbacks.',
      'Rear three-quarter over the backyard, showing the deck, pool, garden and what the yard backs onto.',
      'Top-down lot frame at 30-40 metres. If lot lines are drawn on, they are labelled as approximate, because a photo is not a survey.',
      'Context frames at 60-90 metres toward the feature that sells the location: the lake, a ravine, a park, the subway, a school.',
      'A skyline or sunset orientation frame where the view justifies it, such as the downtown skyline from Riverdale or the lake from Mimico.',
      'Optional 360-degree panorama for the listing website or the 3D tour.',
    ],
  },
  {
    type: 'image',
    src: 'chelster-hall-elevated',
    caption:
      'The hero aerial: a low three-quarter front from about ten metres, high enough to show the roof, the walk and the street trees, low enough that the house still stands tall.',
    alt: 'Chelster Hall from a drone about 10 m above the sidewalk at a corner of its lawn on an autumn afternoon: the red-brick Georgian front with black shutters, the white columned portico and the walk up to it, three dormers on the slate roof, between autumn maples.',
  },
  { type: 'heading', text: 'Camera settings for aerial stills and video' },
  {
    type: 'list',
    items: [
      'Stills in RAW (DNG) with automatic exposure bracketing of 3 to 5 frames, merged on the desk just like interiors.',
      'Lowest native ISO, usually 100. Small drone sensors get noisy fast above ISO 400.',
      'For video, shutter speed at roughly double the frame rate (1/60 s at 30 fps), using ND filters in daylight so motion blur looks natural.',
      'Slow, deliberate moves: a pull-back reveal from the front door, a slow orbit at roofline height, a rise over the backyard fence. Fast, twitchy flying looks amateur.',
      'Golden hour and twilight for exteriors, with the house lights on. Avoid midday sun, which flattens roofs and throws hard shadows across lawns.',
    ],
  },
  {
    type: 'image',
    src: 'etobicoke-bungalow-elevated-street',
    caption:
      'Low and level: for a bungalow on a wide lot, a frame from seven metres shows the whole frontage without the distortion of a high angle.',
    alt: 'A buff-brick Etobicoke bungalow from a drone about 7 m above the sidewalk: its hip roof and chimney, a white garage door, a blue front door and a border of shrubs, on a wide lawn between two red-brick neighbours under tall trees.',
  },
  { type: 'heading', text: 'Privacy and neighbours' },
  {
    type: 'paragraph',
    text: 'Toronto lots are small, so almost every aerial includes the neighbours. Good practice protects your seller and your reputation. We tell adjacent neighbours when we will be flying if they are outside, never hover over or film into another property, and avoid frames where people in the next yard are identifiable. In editing we remove licence plates and any identifiable people. If a neighbour asks us to stop, we stop and reframe. It costs five minutes and avoids a complaint to the brokerage.',
  },
  {
    type: 'image',
    src: 'chelster-hall-drone',
    caption:
      "Lift-off from the seller's own lawn at Chelster Hall: the drone climbs in front of the house, below the tree line and clear of the houses on either side.",
    alt: "A drone lifting off over Chelster Hall's front lawn at dusk, level with the red-brick manor's shuttered upper windows above the white portico, its lamps lit and autumn trees on either side.",
  },
  {
    type: 'quote',
    text: 'The best drone pilots spend more time on the ground than in the air. The authorization, the site survey and the conversation with the neighbour are what make a ten-minute flight possible.',
    author: 'Daniel Okafor, Drone Operations Lead',
  },
  { type: 'heading', text: 'Timelines and what to tell the seller' },
  {
    type: 'paragraph',
    text: "Book aerials with the rest of the shoot, at least 48-72 hours ahead, and longer if the property sits near Billy Bishop or directly under Pearson's approach paths. Tell the seller the flight is weather-dependent; when wind or rain scrubs it, we reschedule the aerial portion without redoing the interiors. Finished aerial photos and video are delivered within 48-72 business hours of the flight.",
  },
  {
    type: 'paragraph',
    text: "Done properly, drone work is the part of the gallery buyers linger on, because it answers the question they can't ask a photo: what is it like to live here? Done carelessly, it is the part that gets a listing talked about for the wrong reasons. The difference is almost entirely preparation.",
  },
];
