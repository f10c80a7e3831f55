export { WhosHere } from './WhosHere';
export { TurnoutAdaptation } from './TurnoutAdaptation';
export { useTurnout } from './use-turnout';
export type { TurnoutApi } from './use-turnout';
