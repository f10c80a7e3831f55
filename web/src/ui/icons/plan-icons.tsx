import { lineIcon } from './icons';

/** Icons of the plan editor's row controls. */
export const ArrowUpIcon = lineIcon('M12 19V5M5 12l7-7 7 7');
export const ArrowDownIcon = lineIcon('M12 5v14M19 12l-7 7-7-7');
export const GripIcon = lineIcon(<path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" strokeWidth={3} />);
export const CopyIcon = lineIcon(<rect x="9" y="9" width="12" height="12" rx="2" />, 'M5 15V5a2 2 0 0 1 2-2h10');
export const SearchIcon = lineIcon(<circle cx="11" cy="11" r="7" />, 'm20 20-4-4');
