import type { CSSProperties } from 'react';
import './Spinner.css';

type SpinnerProps = {
  size?: 'sm' | 'lg';
  /** Announced to screen readers; shown beside a large spinner. */
  label?: string;
  /** Large spinner centred in a block with its label underneath (page loading). */
  block?: boolean;
};

export function Spinner({ size = 'sm', label = 'Loading', block = false }: SpinnerProps) {
  const spinner = <span className={`spinner${size === 'lg' || block ? ' spinner--lg' : ''}`} aria-hidden="true" />;
  if (block) {
    return (
      <div className="spinner-block" role="status">
        {spinner}
        <span>{label}</span>
      </div>
    );
  }
  return (
    <span role="status" className="row" style={{ display: 'inline-flex', gap: 8 }}>
      {spinner}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

type SkeletonProps = { width?: CSSProperties['width']; height?: CSSProperties['height']; radius?: CSSProperties['borderRadius']; className?: string };

/** A grey placeholder block shown while content loads; hidden from assistive tech. */
export function Skeleton({ width = '100%', height = 16, radius, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={`skeleton${className ? ` ${className}` : ''}`}
      style={{ width, height, borderRadius: radius }}
    />
  );
}
