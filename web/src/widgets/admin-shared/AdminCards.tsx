import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../ui';
import { IconTile } from '../../ui/IconTile';
import './admin.css';

/** A count at the top of an admin screen. */
export function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <Card className="admin-stat" role="group" aria-label={label}>
      <p className="admin-stat__label meta">{label}</p>
      <p className="admin-stat__value">{value}</p>
    </Card>
  );
}

export type AdminTool = { to: string; title: string; description: string; icon: ReactNode };

/** The screen's tools, a card each, under one label for assistive tech. */
export function ToolCards({ label, className, tools }: { label: string; className?: string; tools: readonly AdminTool[] }) {
  return (
    <section className={`admin-tools grid-cards grid-cards--stretch${className ? ` ${className}` : ''}`} aria-label={label}>
      {tools.map((tool) => (
        <ToolCard key={tool.to} {...tool} />
      ))}
    </section>
  );
}

/** A card that is one link to an admin tool. */
function ToolCard({ to, title, description, icon }: AdminTool) {
  return (
    <Card interactive className="admin-tool-card">
      <Link to={to} className="admin-tool">
        <IconTile className="admin-tool__icon">{icon}</IconTile>
        <span className="admin-tool__text">
          <span className="admin-tool__title title-lg">{title}</span>
          <span className="admin-tool__description">{description}</span>
        </span>
      </Link>
    </Card>
  );
}
