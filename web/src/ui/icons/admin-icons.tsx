import { lineIcon, Svg, type IconProps } from './icons';

/** Icons the admin screens need beyond the UI kit's set, drawn in the kit's frame. */
export const CategoriesIcon = lineIcon(
  <rect x="3" y="3" width="7" height="7" rx="1" />,
  <rect x="14" y="3" width="7" height="7" rx="1" />,
  <rect x="3" y="14" width="7" height="7" rx="1" />,
  <rect x="14" y="14" width="7" height="7" rx="1" />,
);
export const PencilIcon = lineIcon('M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z');
export const ChevronIcon = ({ open, ...p }: IconProps & { open: boolean }) => (
  <Svg {...p} style={{ transform: open ? 'rotate(90deg)' : undefined, transformOrigin: 'center', transition: 'transform 120ms ease' }}>
    <path d="m9 6 6 6-6 6" />
  </Svg>
);
