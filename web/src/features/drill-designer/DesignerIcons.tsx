import { lineIcon } from '../../ui/icons';

export const UndoIcon = lineIcon('M9 14 4 9l5-5', 'M4 9h10.5a5.5 5.5 0 0 1 0 11H11');
export const RedoIcon = lineIcon('m15 14 5-5-5-5', 'M20 9H9.5a5.5 5.5 0 0 0 0 11H13');
export const RotateIcon = lineIcon('M21 12a9 9 0 1 1-3-6.7L21 8', 'M21 3v5h-5');
export const PointerIcon = lineIcon('m4 4 7 17 2.5-7.5L21 11z');
export const ListIcon = lineIcon('M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01');
export const PitchIcon = lineIcon(<rect x="3" y="4" width="18" height="16" rx="1" />, 'M3 12h18', <circle cx="12" cy="12" r="2.5" />);
