export * from './ids';
export * from './vocabulary';
export * from './diagram';
export * from './entities';
export * from './api';
export * from './permissions';
export * from './week';
export * from './mutations';
