export * from './formats';
export * from './rule-packs';
export * from './rotation-model';
export * from './rotation-planner';
export * from './rotation-guarantees';
export * from './match-log';
export * from './match-log-schema';
