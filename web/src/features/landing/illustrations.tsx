import type { ReactNode } from 'react';

/**
 * The landing page's product pictures, drawn as SVG so the page needs no image downloads
 * and stays crisp on any screen. All decorative: the text beside them says what they show.
 */

const GREEN = 'var(--green-700)';
const DARK = 'var(--green-900)';
const TEXT = 'var(--color-text)';
const MUTED = 'var(--illustration-muted)';
const RED = 'var(--illustration-red)';
const BLUE = 'var(--illustration-blue)';
const CONE = 'var(--illustration-cone)';

/** A striped mini pitch with players, cones and movement arrows: one drill diagram. */
function DrillPitch({ x, y, w, h, variant = 0 }: { x: number; y: number; w: number; h: number; variant?: number }) {
  const stripes = 6;
  const px = (f: number) => x + f * w;
  const py = (f: number) => y + f * h;
  const reds = variant === 0 ? [[0.2, 0.3], [0.2, 0.72], [0.55, 0.18], [0.55, 0.85]] : [[0.25, 0.5], [0.6, 0.25], [0.6, 0.75]];
  const blues = variant === 0 ? [[0.42, 0.45], [0.42, 0.6]] : [[0.4, 0.4], [0.78, 0.5]];
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={6} fill="var(--illustration-pitch)" />
      {Array.from({ length: stripes }, (_, i) =>
        i % 2 === 0 ? <rect key={i} x={x + (i * w) / stripes} y={y} width={w / stripes} height={h} fill="var(--illustration-stripe)" opacity={0.55} /> : null,
      )}
      <rect x={x + 4} y={y + 4} width={w - 8} height={h - 8} rx={3} fill="none" stroke="var(--color-on-dark)" strokeWidth={1.6} opacity={0.9} />
      <path d={`M${px(0.5)} ${y + 4}V${y + h - 4}`} stroke="var(--color-on-dark)" strokeWidth={1.6} opacity={0.9} />
      <circle cx={px(0.5)} cy={py(0.5)} r={h * 0.14} fill="none" stroke="var(--color-on-dark)" strokeWidth={1.6} opacity={0.9} />
      {[[0.1, 0.1], [0.9, 0.1], [0.1, 0.9], [0.9, 0.9]].map(([cx = 0, cy = 0], i) => (
        <path key={i} d={`M${px(cx)} ${py(cy) - 5}l4.5 8h-9z`} fill={CONE} />
      ))}
      <path
        d={`M${px(0.22)} ${py(0.3)} Q${px(0.35)} ${py(0.12)} ${px(0.53)} ${py(0.18)}`}
        fill="none"
        stroke="var(--color-on-dark)"
        strokeWidth={1.8}
        strokeDasharray="4 3"
        markerEnd="url(#arrow)"
      />
      <path d={`M${px(0.22)} ${py(0.72)} L${px(0.68)} ${py(0.55)}`} fill="none" stroke="var(--color-accent)" strokeWidth={1.8} markerEnd="url(#arrow-yellow)" />
      {reds.map(([cx = 0, cy = 0], i) => (
        <circle key={`r${i}`} cx={px(cx)} cy={py(cy)} r={6.5} fill={RED} stroke="var(--color-on-dark)" strokeWidth={1.6} />
      ))}
      {blues.map(([cx = 0, cy = 0], i) => (
        <circle key={`b${i}`} cx={px(cx)} cy={py(cy)} r={6.5} fill={BLUE} stroke="var(--color-on-dark)" strokeWidth={1.6} />
      ))}
      <circle cx={px(0.26)} cy={py(0.69)} r={3.2} fill="var(--color-surface)" stroke={TEXT} strokeWidth={1} />
    </g>
  );
}

function ArrowMarkers() {
  return (
    <defs>
      <marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
        <path d="M0 0L10 5L0 10z" fill="var(--color-on-dark)" />
      </marker>
      <marker id="arrow-yellow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
        <path d="M0 0L10 5L0 10z" fill="var(--color-accent)" />
      </marker>
      <clipPath id="screen-clip">
        <rect x="12" y="12" width="296" height="616" rx="36" />
      </clipPath>
    </defs>
  );
}

/** The hero: a phone running a session, mid-drill, offline. */
export function HeroPhone() {
  const list = [
    { n: 1, title: 'Dynamic Rondo Warm-up', min: 10, state: 'done' },
    { n: 2, title: 'Rondo 4v2: Play Forward', min: 15, state: 'current' },
    { n: 3, title: 'Through-Ball Channels', min: 15, state: 'next' },
    { n: 4, title: 'Small Sided Game 6v6', min: 20, state: 'next' },
  ] as const;
  return (
    <svg viewBox="0 0 320 640" role="img" aria-label="Pitchside on a phone, running a training session with a drill diagram" className="hero-phone">
      <ArrowMarkers />
      <rect x="0" y="0" width="320" height="640" rx="48" fill="var(--color-text)" />
      <rect x="3" y="3" width="314" height="634" rx="46" fill="none" stroke="var(--illustration-bezel)" strokeWidth="2" />
      <g clipPath="url(#screen-clip)">
        <rect x="12" y="12" width="296" height="616" fill="var(--color-bg)" />
        <rect x="12" y="12" width="296" height="84" fill={DARK} />
        <rect x="28" y="54" width="22" height="22" rx="5" fill="var(--color-surface)" />
        <rect x="33" y="58" width="12" height="14" rx="1" fill="none" stroke={DARK} strokeWidth="1.5" />
        <path d="M33 65h12" stroke={DARK} strokeWidth="1.5" />
        <text x="58" y="71" fill="var(--color-on-dark)" fontSize="15" fontWeight="800" fontFamily="system-ui, sans-serif">
          Pitchside
        </text>
        <rect x="184" y="55" width="110" height="20" rx="10" fill="var(--sync-offline-bg)" />
        <circle cx="196" cy="65" r="3.5" fill="var(--sync-warning-text)" />
        <text x="204" y="69" fill="var(--sync-warning-text)" fontSize="10" fontWeight="700" fontFamily="system-ui, sans-serif">
          Offline · saved
        </text>

        <text x="28" y="122" fill={TEXT} fontSize="15" fontWeight="800" fontFamily="system-ui, sans-serif">
          Session: Playing Through Lines
        </text>
        <text x="28" y="140" fill={MUTED} fontSize="11" fontFamily="system-ui, sans-serif">
          60 minutes • Half pitch
        </text>

        <rect x="24" y="154" width="272" height="262" rx="14" fill="var(--color-surface)" stroke="var(--illustration-line)" />
        <text x="40" y="177" fill={MUTED} fontSize="10" fontWeight="700" fontFamily="system-ui, sans-serif" letterSpacing="0.5">
          ACTIVITY 2 OF 4
        </text>
        <text x="40" y="197" fill={TEXT} fontSize="14" fontWeight="800" fontFamily="system-ui, sans-serif">
          Rondo 4v2: Play Forward
        </text>
        <rect x="226" y="166" width="56" height="18" rx="9" fill="var(--badge-blue-bg)" stroke="var(--badge-blue-border)" />
        <text x="254" y="179" textAnchor="middle" fill="var(--badge-blue-text)" fontSize="10" fontWeight="700" fontFamily="system-ui, sans-serif">
          Support
        </text>
        <DrillPitch x={40} y={208} w={240} h={132} />
        <rect x="40" y="352" width="92" height="46" rx="10" fill={DARK} />
        <text x="86" y="382" textAnchor="middle" fill="var(--color-on-dark)" fontSize="20" fontWeight="800" fontFamily="ui-monospace, monospace">
          12:45
        </text>
        {[
          { x: 140, label: 'Simplify' },
          { x: 210, label: 'Progress' },
        ].map((b) => (
          <g key={b.label}>
            <rect x={b.x} y="352" width="66" height="46" rx="10" fill="var(--green-50)" stroke={GREEN} strokeWidth="1.5" />
            <text x={b.x + 33} y="379" textAnchor="middle" fill={GREEN} fontSize="11" fontWeight="800" fontFamily="system-ui, sans-serif">
              {b.label}
            </text>
          </g>
        ))}

        {list.map((item, i) => {
          const y = 432 + i * 44;
          const current = item.state === 'current';
          const done = item.state === 'done';
          return (
            <g key={item.n}>
              <rect
                x="24"
                y={y}
                width="272"
                height="38"
                rx="10"
                fill={current ? GREEN : done ? 'var(--green-100)' : 'var(--color-surface)'}
                stroke={current ? GREEN : 'var(--illustration-line)'}
              />
              <circle cx="45" cy={y + 19} r="10" fill={current ? 'var(--color-surface)' : done ? GREEN : 'var(--color-surface-sunken)'} />
              <text
                x="45"
                y={y + 23}
                textAnchor="middle"
                fontSize="11"
                fontWeight="800"
                fill={current ? GREEN : done ? 'var(--color-surface)' : TEXT}
                fontFamily="system-ui, sans-serif"
              >
                {item.n}
              </text>
              <text x="64" y={y + 23} fontSize="12" fontWeight="700" fill={current ? 'var(--color-surface)' : TEXT} fontFamily="system-ui, sans-serif">
                {item.title}
              </text>
              <text x="284" y={y + 23} textAnchor="end" fontSize="11" fill={current ? 'var(--green-100)' : MUTED} fontFamily="system-ui, sans-serif">
                {item.min} min
              </text>
            </g>
          );
        })}
        <rect x="24" y="612" width="272" height="0" />
      </g>
      <rect x="118" y="22" width="84" height="22" rx="11" fill="var(--color-text)" />
    </svg>
  );
}

const frame = (children: ReactNode, label: string) => (
  <svg viewBox="0 0 320 180" className="feature-art" role="img" aria-label={label}>
    <ArrowMarkers />
    <rect width="320" height="180" rx="14" fill="var(--green-50)" />
    {children}
  </svg>
);

/** Four-step builder: step indicator and the session taking shape. */
export function PlanningArt() {
  const steps = ['Setup', 'Activities', 'Review', 'Save'];
  return frame(
    <>
      {steps.map((s, i) => (
        <g key={s}>
          {i > 0 ? <path d={`M${38 + (i - 1) * 80 + 14} 34H${38 + i * 80 - 14}`} stroke={i < 3 ? GREEN : 'var(--color-border)'} strokeWidth="3" /> : null}
          <circle cx={38 + i * 80} cy="34" r="13" fill={i < 3 ? GREEN : 'var(--color-surface)'} stroke={GREEN} strokeWidth="2" />
          <text x={38 + i * 80} y="39" textAnchor="middle" fontSize="12" fontWeight="800" fill={i < 3 ? 'var(--color-surface)' : GREEN} fontFamily="system-ui, sans-serif">
            {i + 1}
          </text>
          <text x={38 + i * 80} y="62" textAnchor="middle" fontSize="10" fontWeight="700" fill={TEXT} fontFamily="system-ui, sans-serif">
            {s}
          </text>
        </g>
      ))}
      {[
        { t: 'Warm-up: Passing Square', m: '10 min' },
        { t: 'Penetration: 3v2 to Goal', m: '20 min' },
        { t: 'Game: 7v7 Conditions', m: '25 min' },
      ].map((row, i) => (
        <g key={row.t}>
          <rect x="24" y={78 + i * 30} width="272" height="24" rx="6" fill="var(--color-surface)" stroke="var(--illustration-outline)" />
          <rect x="24" y={78 + i * 30} width="5" height="24" rx="2" fill={[CONE, RED, BLUE][i]} />
          <text x="38" y={94 + i * 30} fontSize="11" fontWeight="700" fill={TEXT} fontFamily="system-ui, sans-serif">
            {row.t}
          </text>
          <text x="286" y={94 + i * 30} textAnchor="end" fontSize="10" fill={MUTED} fontFamily="system-ui, sans-serif">
            {row.m}
          </text>
        </g>
      ))}
    </>,
    'The four-step session builder with three activities planned',
  );
}

/** A grid of drill cards, each with its diagram and category badge. */
export function LibraryArt() {
  const cards = [
    { x: 20, badge: 'Warm-up', fill: 'var(--badge-amber-bg)', text: 'var(--badge-amber-text)', v: 1 },
    { x: 120, badge: 'Penetration', fill: 'var(--badge-red-bg)', text: 'var(--badge-red-text)', v: 0 },
    { x: 220, badge: 'Finishing', fill: 'var(--badge-orange-bg)', text: 'var(--badge-orange-text)', v: 1 },
  ];
  return frame(
    <>
      <rect x="20" y="16" width="280" height="24" rx="12" fill="var(--color-surface)" stroke="var(--illustration-outline)" />
      <circle cx="36" cy="28" r="5" fill="none" stroke={MUTED} strokeWidth="1.6" />
      <path d="M40 32l4 4" stroke={MUTED} strokeWidth="1.6" />
      <text x="52" y="32" fontSize="10" fill={MUTED} fontFamily="system-ui, sans-serif">
        Search activities...
      </text>
      {cards.map((c) => (
        <g key={c.badge}>
          <rect x={c.x} y="50" width="80" height="114" rx="8" fill="var(--color-surface)" stroke="var(--illustration-outline)" />
          <DrillPitch x={c.x + 6} y={56} w={68} h={52} variant={c.v} />
          <rect x={c.x + 6} y="116" width={c.badge.length * 5.6 + 10} height="14" rx="7" fill={c.fill} />
          <text x={c.x + 11} y="126" fontSize="8" fontWeight="700" fill={c.text} fontFamily="system-ui, sans-serif">
            {c.badge}
          </text>
          <rect x={c.x + 6} y="138" width="60" height="6" rx="3" fill="var(--color-border)" />
          <rect x={c.x + 6} y="150" width="42" height="6" rx="3" fill="var(--illustration-line)" />
        </g>
      ))}
    </>,
    'The activity library: searchable drills with diagrams and category badges',
  );
}

/** The run-through: a running countdown and the adaptation choices. */
export function RunArt() {
  return frame(
    <>
      <circle cx="78" cy="90" r="54" fill="var(--color-surface)" stroke="var(--illustration-outline)" strokeWidth="2" />
      <circle
        cx="78"
        cy="90"
        r="54"
        fill="none"
        stroke={GREEN}
        strokeWidth="8"
        strokeDasharray="339"
        strokeDashoffset="110"
        strokeLinecap="round"
        transform="rotate(-90 78 90)"
      />
      <text x="78" y="96" textAnchor="middle" fontSize="22" fontWeight="800" fill={TEXT} fontFamily="ui-monospace, monospace">
        08:30
      </text>
      <text x="78" y="114" textAnchor="middle" fontSize="9" fontWeight="700" fill={MUTED} fontFamily="system-ui, sans-serif">
        REMAINING
      </text>
      {[
        { y: 26, label: 'Make It Simpler', c: BLUE },
        { y: 64, label: 'Make It More Difficult', c: RED },
        { y: 102, label: 'Activity Variations', c: 'var(--illustration-violet)' },
        { y: 140, label: 'Troubleshoot & Fix', c: CONE },
      ].map((b, i) => (
        <g key={b.label}>
          <rect x="150" y={b.y} width="150" height="30" rx="8" fill={i === 0 ? 'var(--color-surface)' : 'var(--color-surface)'} stroke={i === 0 ? b.c : 'var(--illustration-outline)'} strokeWidth={i === 0 ? 2 : 1} />
          <circle cx="166" cy={b.y + 15} r="5" fill={b.c} />
          <text x="178" y={b.y + 19} fontSize="10.5" fontWeight="700" fill={TEXT} fontFamily="system-ui, sans-serif">
            {b.label}
          </text>
        </g>
      ))}
    </>,
    'A live run-through with a countdown and four adaptation options',
  );
}

/** The weekly schedule, Monday to Friday, with coloured coach groups. */
export function ScheduleArt() {
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
  const entries: [number, number, string, string, string][] = [
    [0, 0, 'Junior Academy', 'var(--badge-blue-bg)', 'var(--badge-blue-text)'],
    [1, 0, 'Academy', 'var(--badge-green-bg)', 'var(--badge-green-text)'],
    [1, 1, '2010 Girls', 'var(--badge-pink-bg)', 'var(--badge-pink-text)'],
    [2, 0, '2007 Girls', 'var(--badge-purple-bg)', 'var(--badge-purple-text)'],
    [3, 0, '2013 Boys', 'var(--badge-orange-bg)', 'var(--badge-orange-text)'],
    [4, 0, '2015 Boys', 'var(--badge-red-bg)', 'var(--badge-red-text)'],
    [4, 1, 'Academy', 'var(--badge-green-bg)', 'var(--badge-green-text)'],
  ];
  return frame(
    <>
      {days.map((d, i) => (
        <g key={d}>
          <rect x={16 + i * 58} y="16" width="52" height="148" rx="8" fill="var(--color-surface)" stroke="var(--illustration-outline)" />
          <text x={42 + i * 58} y="36" textAnchor="middle" fontSize="11" fontWeight="800" fill={TEXT} fontFamily="system-ui, sans-serif">
            {d}
          </text>
        </g>
      ))}
      {entries.map(([day, slot, label, fill, text]) => (
        <g key={`${day}-${slot}`}>
          <rect x={20 + day * 58} y={46 + slot * 42} width="44" height="36" rx="6" fill={fill} />
          <text x={42 + day * 58} y={61 + slot * 42} textAnchor="middle" fontSize="7.5" fontWeight="800" fill={text} fontFamily="system-ui, sans-serif">
            {label.split(' ')[0]}
          </text>
          <text x={42 + day * 58} y={72 + slot * 42} textAnchor="middle" fontSize="7.5" fontWeight="700" fill={text} fontFamily="system-ui, sans-serif">
            {label.split(' ').slice(1).join(' ') || 'Squad'}
          </text>
        </g>
      ))}
    </>,
    'A weekly training schedule with coloured teams from Monday to Friday',
  );
}
