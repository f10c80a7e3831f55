import { ButtonLink } from './Button';
import { EmptyState } from './Card';
import { LockIcon } from './icons';

export type AccessDeniedProps = {
  title?: string;
  message?: string;
  /** The link back to the home page ('Return Home'; the builder's spec text says 'Back to Home'). */
  homeLabel?: string;
};

/** The spec's "Access Denied" screen with a Return Home button: the one screen for every refusal. */
export function AccessDenied({
  title = 'Access Denied',
  message = "You don't have permission to access this page.",
  homeLabel = 'Return Home',
}: AccessDeniedProps) {
  return (
    <div className="page">
      <EmptyState
        headingLevel={1}
        icon={<LockIcon />}
        title={title}
        description={message}
        action={<ButtonLink to="/">{homeLabel}</ButtonLink>}
      />
    </div>
  );
}
