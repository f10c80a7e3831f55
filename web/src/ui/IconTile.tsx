import type { ReactNode } from 'react';
import './IconTile.css';

/** The tinted square a card draws around its icon, beside its title; the icon inside is decoration. */
export function IconTile({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <span className={className ? `icon-tile ${className}` : 'icon-tile'} aria-hidden="true">
      {children}
    </span>
  );
}
