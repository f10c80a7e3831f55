import type { ReactNode } from 'react';

type AdminSectionProps = {
  /** The heading's id; the section is labelled by it. */
  headingId: string;
  title: ReactNode;
  /** A line under the heading. */
  hint?: ReactNode;
  /** Beside the heading (a count badge). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One titled section of an admin screen. */
export function AdminSection({ headingId, title, hint, aside, className, children }: AdminSectionProps) {
  const heading = (
    <h2 id={headingId} className="admin-section__title">
      {title}
    </h2>
  );
  return (
    <section className={className ? `admin-section stack gap-3 ${className}` : 'admin-section stack gap-3'} aria-labelledby={headingId}>
      <div className="admin-section__head row row--spread">
        {hint ? (
          <div>
            {heading}
            <p className="meta">{hint}</p>
          </div>
        ) : (
          heading
        )}
        {aside}
      </div>
      {children}
    </section>
  );
}
