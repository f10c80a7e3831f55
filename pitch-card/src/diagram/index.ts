/** A drill diagram drawn as SVG: the drawing the app, the designer and the shared pitch card use. */
export * from './arrows';
export * from './DrillDiagram';
export * from './equipment';
export * from './geometry';
export * from './legend';
export * from './pieces';
export * from './pitch-markings';
