/** The drill diagram: its schema and limits, phases, positions per phase, and how Play moves its pieces. */
export * from './animation';
export * from './data';
export * from './limits';
export * from './notation';
export * from './phases';
export * from './positions';
export * from './schema';
