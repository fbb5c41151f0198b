/**
 * The built-in icon set of map object types: a name '<n>_<family>' or '<n>_<family>_<variant>'
 * and the glyph's path (Material Design Icons, 24×24 view box). The stored icon setting keeps
 * only the name, so names never change once given; new icons get the next number. The list
 * is kept sorted by the leading number (a test checks it), the order the icon select shows.
 */
import {
  mdiAlert, mdiAlertOctagon, mdiAnchor, mdiArrowRightBold, mdiBaseball, mdiBaseballBat, mdiBench, mdiBike, mdiBoomGate,
  mdiBridge, mdiBus, mdiBusStop, mdiBusStopCovered, mdiCampfire, mdiCaravan, mdiCashMultiple, mdiDelete, mdiElevator,
  mdiFactory, mdiFence, mdiFerry, mdiFlag, mdiFlagVariant, mdiFlower, mdiForest, mdiFuel, mdiGasStation, mdiGondola,
  mdiGrass, mdiGrid, mdiGridLarge, mdiHighway, mdiHiking, mdiHorseVariant, mdiHumanMale, mdiHumanMaleFemale,
  mdiInformation, mdiKayaking, mdiLabel, mdiLeaf, mdiLightbulb, mdiMapLegend, mdiMinusCircle, mdiNature, mdiParking,
  mdiPineTree, mdiPipe, mdiPipeValve, mdiPool, mdiPostLamp, mdiPump, mdiRecycle, mdiRoad, mdiRoadVariant, mdiRowing,
  mdiSailBoat, mdiSignCaution, mdiSignDirection, mdiSignPole, mdiSignRealEstate, mdiSignText, mdiSignYield, mdiSkiWater,
  mdiSmog, mdiSprout, mdiSurfing, mdiSwim, mdiTableFurniture, mdiTent, mdiToilet, mdiTools, mdiTrafficCone, mdiTrafficLight,
  mdiTransmissionTower, mdiTrashCan, mdiTree, mdiWalk, mdiWater, mdiWaterAlert, mdiWaterPump, mdiWaves,
  mdiWheelchairAccessibility,
} from '@mdi/js';

export interface IconGlyph {
  /** The name the icon setting stores, e.g. '34_tree'. */
  name: string;
  /** SVG path data in a 24×24 view box. */
  path: string;
}

export const ICON_SET: readonly IconGlyph[] = [
  { name: '0_label', path: mdiLabel },
  { name: '1_signs', path: mdiSignPole },
  { name: '2_signs_arrow', path: mdiArrowRightBold },
  { name: '3_signs_direction', path: mdiSignDirection },
  { name: '4_infra', path: mdiPipe },
  { name: '5_infra_valve', path: mdiPipeValve },
  { name: '6_infra_tools', path: mdiTools },
  { name: '7_environment', path: mdiNature },
  { name: '8_environment_leaf', path: mdiLeaf },
  { name: '9_environment_flower', path: mdiFlower },
  { name: '10_barrier', path: mdiBoomGate },
  { name: '11_barrier_fence', path: mdiFence },
  { name: '12_barrier_cone', path: mdiTrafficCone },
  { name: '13_warning_sign', path: mdiAlert },
  { name: '14_warning_sign_caution', path: mdiSignCaution },
  { name: '15_warning_sign_stop', path: mdiAlertOctagon },
  { name: '16_recreation_sign', path: mdiMapLegend },
  { name: '17_recreation_sign_cycling', path: mdiBike },
  { name: '18_recreation_sign_hiking', path: mdiHiking },
  { name: '19_recreation_sign_horse', path: mdiHorseVariant },
  { name: '20_streetsign', path: mdiSignText },
  { name: '21_streetsign_board', path: mdiSignRealEstate },
  { name: '22_roadsign', path: mdiSignYield },
  { name: '23_roadsign_traffic_light', path: mdiTrafficLight },
  { name: '24_roadsign_no_entry', path: mdiMinusCircle },
  { name: '25_bridge', path: mdiBridge },
  { name: '26_highway', path: mdiHighway },
  { name: '27_highway_road', path: mdiRoad },
  { name: '28_highway_road_variant', path: mdiRoadVariant },
  { name: '29_pedestrian', path: mdiWalk },
  { name: '30_pedestrian_standing', path: mdiHumanMale },
  { name: '31_pedestrian_wheelchair', path: mdiWheelchairAccessibility },
  { name: '32_grass', path: mdiGrass },
  { name: '33_grass_sprout', path: mdiSprout },
  { name: '34_tree', path: mdiTree },
  { name: '35_tree_pine', path: mdiPineTree },
  { name: '36_tree_forest', path: mdiForest },
  { name: '37_ditch', path: mdiWaves },
  { name: '38_ditch_water', path: mdiWater },
  { name: '39_pumping_station', path: mdiPump },
  { name: '40_pumping_station_water', path: mdiWaterPump },
  { name: '41_swimming', path: mdiSwim },
  { name: '42_swimming_pool', path: mdiPool },
  { name: '43_gully', path: mdiGrid },
  { name: '44_gully_large', path: mdiGridLarge },
  { name: '45_campsite', path: mdiTent },
  { name: '46_campsite_campfire', path: mdiCampfire },
  { name: '47_campsite_caravan', path: mdiCaravan },
  { name: '48_picnic_bench', path: mdiTableFurniture },
  { name: '49_picnic_bench_bench', path: mdiBench },
  { name: '50_pole', path: mdiFlag },
  { name: '51_pole_flag', path: mdiFlagVariant },
  { name: '52_pole_mast', path: mdiTransmissionTower },
  { name: '53_busstop', path: mdiBusStop },
  { name: '54_busstop_covered', path: mdiBusStopCovered },
  { name: '55_busstop_bus', path: mdiBus },
  { name: '56_lamppost', path: mdiPostLamp },
  { name: '57_lamppost_bulb', path: mdiLightbulb },
  { name: '58_parking_meter', path: mdiParking },
  { name: '59_parking_meter_cash', path: mdiCashMultiple },
  { name: '60_toilet', path: mdiToilet },
  { name: '61_toilet_people', path: mdiHumanMaleFemale },
  { name: '62_garbage', path: mdiTrashCan },
  { name: '63_garbage_recycle', path: mdiRecycle },
  { name: '64_garbage_bin', path: mdiDelete },
  { name: '65_pollution', path: mdiSmog },
  { name: '66_pollution_factory', path: mdiFactory },
  { name: '67_pollution_water', path: mdiWaterAlert },
  { name: '68_sailing', path: mdiSailBoat },
  { name: '69_sailing_anchor', path: mdiAnchor },
  { name: '70_lift', path: mdiElevator },
  { name: '71_lift_gondola', path: mdiGondola },
  { name: '72_guzzolene', path: mdiGasStation },
  { name: '73_guzzolene_fuel', path: mdiFuel },
  { name: '74_wakeboarding', path: mdiSkiWater },
  { name: '75_windsurfing', path: mdiSurfing },
  { name: '76_baseball', path: mdiBaseball },
  { name: '77_baseball_bat', path: mdiBaseballBat },
  { name: '78_boat', path: mdiFerry },
  { name: '79_boat_kayak', path: mdiKayaking },
  { name: '80_boat_rowing', path: mdiRowing },
  { name: '81_tourist_office', path: mdiInformation },
];

/** The leading number of an icon name ('12_barrier_cone' → 12); NaN when it has none. */
export function iconNumber(name: string): number {
  const match = /^(\d+)_/.exec(name);
  return match ? Number(match[1]) : Number.NaN;
}

const byName = new Map(ICON_SET.map((icon) => [icon.name, icon.path]));

/** The glyph of an icon name; undefined for a name the set does not have (any more). */
export function iconPath(name: string): string | undefined {
  return byName.get(name);
}
