import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../ui';
import '../../ui/IconTile.css';
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

/** A card that is one link to an admin tool. */
export function ToolCard({ to, title, description, icon }: { to: string; title: string; description: string; icon: ReactNode }) {
  return (
    <Card interactive className="admin-tool-card">
      <Link to={to} className="admin-tool">
        <span className="icon-tile admin-tool__icon" aria-hidden="true">
          {icon}
        </span>
        <span className="admin-tool__text">
          <span className="admin-tool__title title-lg">{title}</span>
          <span className="admin-tool__description">{description}</span>
        </span>
      </Link>
    </Card>
  );
}
