import { ButtonLink, EmptyState } from '../ui';
import { LockIcon } from '../ui/icons';

type AccessDeniedProps = {
  title?: string;
  message?: string;
};

/** The spec's "Access Denied" screen with a Return Home button. */
export function AccessDenied({
  title = 'Access Denied',
  message = "You don't have permission to access this page.",
}: AccessDeniedProps) {
  return (
    <div className="page">
      <EmptyState
        headingLevel={1}
        icon={<LockIcon />}
        title={title}
        description={message}
        action={<ButtonLink to="/">Return Home</ButtonLink>}
      />
    </div>
  );
}
