export type { RaceKind } from './pacing';
export {
  MILLI,
  RACE_SPEED_MAX,
  RACE_SPEED_MIN,
  TICK_MS,
  milliOperationsPerTick,
  operationsPerTick,
} from './pacing';
export type { Race, RaceLaneSpec, RaceStatus } from './race';
export { createRace } from './race';
export type { RankableLane } from './leaderboard';
export {
  compareLanes,
  formatSeconds,
  listNames,
  ordinal,
  rankLabel,
  rankLanes,
  standings,
  statusLabel,
} from './leaderboard';
export type { CustomInput } from '../customInput';
export {
  CUSTOM_INPUT_ERRORS,
  formatNumbers,
  parseCustomInput,
  parseCustomTarget,
  parseCustomValues,
  parseNumberToken,
} from '../customInput';
export type { RaceInput, RaceSetup } from './setup';
export {
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
export type { CodeLaneResult } from './codeLane';
export {
  MAX_CODE_LANE_CHARS,
  MAX_RACE_LANES,
  NOT_SORTED,
  codeLaneResult,
  codeLaneTrace,
  codeTooLongResult,
} from './codeLane';
export { CODE_LANE_ID, CODE_LANE_NAME, laneMoves } from './laneMoves';
export type { CodeLaneSource } from './codeLaneHandOff';
export {
  RACE_IT_ALGORITHMS,
  loadCodeLane,
  raceItQuery,
  removeCodeLane,
  saveCodeLane,
} from './codeLaneHandOff';
