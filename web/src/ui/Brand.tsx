import './Brand.css';

/** The Pitchside mark: a pitch with its centre circle, drawn to match the app icon. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="brand__mark">
      <rect className="brand__tile" width="32" height="32" rx="7" fill="var(--green-700)" />
      <g className="brand__lines" fill="none" stroke="var(--color-on-dark)" strokeWidth="1.8" strokeLinejoin="round">
        <rect x="8" y="5.5" width="16" height="21" rx="1.2" />
        <path d="M8 16h16M12.5 5.5v3h7v-3M12.5 26.5v-3h7v3" />
        <circle cx="16" cy="16" r="3.4" />
      </g>
    </svg>
  );
}

export function Brand({ size = 32 }: { size?: number }) {
  return (
    <span className="brand">
      <BrandMark size={size} />
      <span className="brand__name">Pitchside</span>
    </span>
  );
}
