/** Every icon of the app, each a line drawing in the kit's 24px frame (`Svg`). */
export * from './icons';
export * from './admin-icons';
export * from './card-icons';
export * from './plan-icons';
export * from './HomeIcons';
