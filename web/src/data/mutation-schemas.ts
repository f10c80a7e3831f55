/**
 * The mutation schemas (and the version of them a push names), on their own so data/mutate.ts
 * and the sync engine can load them after the first screen has shown (see there).
 */
export { mutationArgs, SCHEMA_VERSION } from '@pitchside/shared';
