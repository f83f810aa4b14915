// The catalogue of generated images, keyed by the names content modules use.
import { aerialLot } from './aerial-lot';
import { aerialNeighbourhood } from './aerial-neighbourhood';
import { aiDashboard } from './ai-dashboard';
import { backyardPool } from './backyard-pool';
import { bathroom } from './bathroom';
import { bedroom } from './bedroom';
import { brandJacket } from './brand-jacket';
import { cameraGear } from './camera-gear';
import { commercialOffice } from './commercial-office';
import { condoInterior } from './condo-interior';
import { condoTower } from './condo-tower';
import { diningRoom } from './dining-room';
import { droneFlight } from './drone-flight';
import { editingBeforeAfter } from './editing-before-after';
import { floorPlan } from './floor-plan';
import { founderPortrait } from './founder-portrait';
import { houseDusk, houseDuskWide } from './house-dusk';
import { kitchen } from './kitchen';
import { lakefront } from './lakefront';
import { luxuryEstate } from './luxury-estate';
import { neighbourhoodStreet } from './neighbourhood-street';
import { torontoSkyline, torontoSkylineNight } from './toronto-skyline';
import { tourWireframe } from './tour-wireframe';
import { townhouseRow } from './townhouse-row';
import { twilightExterior } from './twilight-exterior';
import type { Scene } from './types';
import { videoSet } from './video-set';
import { virtualStaging } from './virtual-staging';
import { websiteLaptop } from './website-laptop';

export const scenes: Record<string, Scene> = {
  'aerial-lot': aerialLot,
  'aerial-neighbourhood': aerialNeighbourhood,
  'ai-dashboard': aiDashboard,
  'backyard-pool': backyardPool,
  bathroom,
  bedroom,
  'brand-jacket': brandJacket,
  'camera-gear': cameraGear,
  'commercial-office': commercialOffice,
  'condo-interior': condoInterior,
  'condo-tower': condoTower,
  'dining-room': diningRoom,
  'drone-flight': droneFlight,
  'editing-before-after': editingBeforeAfter,
  'floor-plan': floorPlan,
  'founder-portrait': founderPortrait,
  'house-dusk': houseDusk,
  'house-dusk-wide': houseDuskWide,
  kitchen,
  lakefront,
  'luxury-estate': luxuryEstate,
  'neighbourhood-street': neighbourhoodStreet,
  'toronto-skyline': torontoSkyline,
  'toronto-skyline-night': torontoSkylineNight,
  'tour-wireframe': tourWireframe,
  'townhouse-row': townhouseRow,
  'twilight-exterior': twilightExterior,
  'video-set': videoSet,
  'virtual-staging': virtualStaging,
  'website-laptop': websiteLaptop,
};
