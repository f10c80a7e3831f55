/**
 * The kit's icons. The screens' own icons sit beside them in this folder (admin-icons,
 * card-icons, plan-icons, HomeIcons) and are imported from their files, so each loads only
 * with the screens that show it.
 */
export * from './icons';
