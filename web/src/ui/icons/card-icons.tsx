import { lineIcon } from './icons';

/** Icons of the pitch card's actions. */
export const PrinterIcon = lineIcon('M6 9V3h12v6M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2', <rect x="6" y="14" width="12" height="7" />);
export const ShareIcon = lineIcon('M4 12v7a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7M16 6l-4-4-4 4M12 2v13');
export const LinkIcon = lineIcon('M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7');
export const DownloadIcon = lineIcon('M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2M7 11l5 5 5-5M12 4v12');
export const CardIcon = lineIcon(<rect x="4" y="3" width="16" height="18" rx="2" />, 'M8 8h8M8 12h8M8 16h5');
