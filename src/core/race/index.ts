export type { RaceKind } from './pacing';
export {
  MILLI,
  RACE_SPEED_DEFAULT,
  RACE_SPEED_MAX,
  RACE_SPEED_MIN,
  TICK_MS,
  clampSpeed,
  milliOperationsPerTick,
  operationsPerTick,
} from './pacing';
export type { LaneState, Race, RaceLaneSpec, RaceOptions, RaceState, RaceStatus } from './race';
export { createRace } from './race';
export type { RankableLane, Standing } from './leaderboard';
export {
  compareLanes,
  formatSeconds,
  lanesTie,
  listNames,
  ordinal,
  rankLabel,
  rankLanes,
  standings,
  statusLabel,
} from './leaderboard';
export type { CustomInput, ParseResult } from './customInput';
export {
  CUSTOM_INPUT_ERRORS,
  CUSTOM_MAX_VALUES,
  CUSTOM_MIN_VALUES,
  formatNumbers,
  parseCustomInput,
  parseCustomTarget,
  parseCustomValues,
  parseNumberToken,
  splitNumbers,
} from './customInput';
export type { RaceInput, RaceSetup } from './setup';
export {
  BENCH_SIZE_MAX,
  RACE_SIZE_DEFAULT,
  RACE_SIZE_MAX,
  RACE_SIZE_MIN,
  RACE_URL_KEYS,
  algorithmsOf,
  decodeRaceSetup,
  defaultRaceSetup,
  encodeRaceSetup,
  normaliseSelection,
  raceInput,
  raceLanes,
} from './setup';
export type { LaneView } from './laneView';
export { laneViewAt } from './laneView';
export type { RaceLaneView, RaceViewSnapshot, RaceViewStore } from './raceView';
export { createRaceViewStore } from './raceView';
