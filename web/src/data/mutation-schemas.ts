/**
 * The mutation schemas, on their own so data/mutate.ts and the sync engine can load them after
 * the first screen has shown (see there).
 */
export { mutationArgs } from '@pitchside/shared';
