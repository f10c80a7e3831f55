import { Fragment, type ReactElement, type SVGProps } from 'react';

/** Line icons drawn on a 24px grid; decorative unless given a title by the caller. */
export type IconProps = SVGProps<SVGSVGElement>;

/** The frame every line icon shares; feature-specific icons draw inside it too. */
export function Svg({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/**
 * An icon from its drawing in the kit's frame: each string is a path's `d`, anything else a shape.
 * Marked free of side effects so that an icon no screen imports leaves the bundle.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lineIcon(...drawing: (string | ReactElement)[]) {
  const shapes = drawing.map((shape, i) => (typeof shape === 'string' ? <path key={i} d={shape} /> : <Fragment key={i}>{shape}</Fragment>));
  return (p: IconProps) => <Svg {...p}>{shapes}</Svg>;
}

export const CloseIcon = lineIcon('M18 6 6 18M6 6l12 12');
export const MenuIcon = lineIcon('M4 6h16M4 12h16M4 18h16');
export const ArrowLeftIcon = lineIcon('M19 12H5M12 19l-7-7 7-7');
export const CheckIcon = lineIcon('M20 6 9 17l-5-5');
export const PlusIcon = lineIcon('M12 5v14M5 12h14');
export const TrashIcon = lineIcon('M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6');
export const CloudOffIcon = lineIcon('M2 2l20 20M5.8 8.1A6 6 0 0 0 6 20h11a4.5 4.5 0 0 0 2.6-.8M22 15.5A4.5 4.5 0 0 0 18 11h-1.3A6 6 0 0 0 9.7 6.3');
export const CloudCheckIcon = lineIcon('M17.5 19H7a5 5 0 1 1 1.2-9.9A6 6 0 0 1 19.6 11 4 4 0 0 1 17.5 19Z', 'm9 14 2 2 4-4');
export const RefreshIcon = lineIcon('M21 12a9 9 0 0 1-15.5 6.2L3 16M3 12a9 9 0 0 1 15.5-6.2L21 8M21 3v5h-5M3 21v-5h5');
export const AlertIcon = lineIcon('M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0ZM12 9v4M12 17h.01');
export const LockIcon = lineIcon(<rect x="4" y="11" width="16" height="10" rx="2" />, 'M8 11V7a4 4 0 0 1 8 0v4');
export const LogoutIcon = lineIcon('M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9');
export const CalendarIcon = lineIcon(<rect x="3" y="5" width="18" height="16" rx="2" />, 'M3 10h18M8 3v4M16 3v4');
export const ClockIcon = lineIcon(<circle cx="12" cy="12" r="9" />, 'M12 7v5l3 2');
