import type { HTMLAttributes, ReactNode } from 'react';
import './Card.css';

const cx = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ');

type CardProps = HTMLAttributes<HTMLDivElement> & { interactive?: boolean };

export function Card({ interactive = false, className, ...rest }: CardProps) {
  return <div className={cx('card', interactive && 'card--interactive', className)} {...rest} />;
}

export function CardHeader({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('card__header', className)} {...rest} />;
}

export function CardTitle({
  as: Heading = 'h3',
  className,
  ...rest
}: HTMLAttributes<HTMLHeadingElement> & { as?: 'h2' | 'h3' | 'h4' }) {
  return <Heading className={cx('card__title', className)} {...rest} />;
}

export function CardDescription({ className, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cx('card__description', className)} {...rest} />;
}

export function CardContent({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('card__content', className)} {...rest} />;
}

export function CardFooter({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('card__footer', className)} {...rest} />;
}

/** The shared colour names (vocabulary.ts groupColours / badgeColours). */
export const badgeColourNames = [
  'blue',
  'green',
  'purple',
  'pink',
  'orange',
  'red',
  'grey',
  'amber',
  'teal',
  'indigo',
  'lime',
  'cyan',
] as const;
export type BadgeColour = (typeof badgeColourNames)[number];

function isBadgeColour(name: string): name is BadgeColour {
  return (badgeColourNames as readonly string[]).includes(name);
}

type BadgeProps = HTMLAttributes<HTMLSpanElement> & {
  /** A colour name; anything unknown (e.g. from data) falls back to grey. */
  colour?: BadgeColour | string;
};

export function Badge({ colour = 'grey', className, ...rest }: BadgeProps) {
  const name = isBadgeColour(colour) ? colour : 'grey';
  return <span className={cx('badge', `badge--${name}`, className)} {...rest} />;
}

type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** 1 when the state is the whole page (404, Access Denied); 3 inside a section. */
  headingLevel?: 1 | 2 | 3;
};

export function EmptyState({ title, description, icon, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="empty-state">
      {icon ? <div className="empty-state__icon">{icon}</div> : null}
      <Heading className="empty-state__title">{title}</Heading>
      {description ? <p className="empty-state__description">{description}</p> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
