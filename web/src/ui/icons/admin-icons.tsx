import { Svg, type IconProps } from './icons';

/** Icons the admin screens need beyond the UI kit's set, drawn in the kit's frame. */
export const CategoriesIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <rect x="14" y="14" width="7" height="7" rx="1" />
  </Svg>
);

export const PencilIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </Svg>
);

export const ChevronIcon = ({ open, ...p }: IconProps & { open: boolean }) => (
  <Svg {...p} style={{ transform: open ? 'rotate(90deg)' : undefined, transformOrigin: 'center', transition: 'transform 120ms ease' }}>
    <path d="m9 6 6 6-6 6" />
  </Svg>
);
