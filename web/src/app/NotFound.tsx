import { ButtonLink } from '../ui/Button';
import { EmptyState } from '../ui/Card';
import { AlertIcon } from '../ui/icons';

export function NotFound() {
  return (
    <div className="page">
      <EmptyState
        headingLevel={1}
        icon={<AlertIcon />}
        title="404 - Page Not Found"
        description="The page you are looking for does not exist or has moved."
        action={<ButtonLink to="/">Return Home</ButtonLink>}
      />
    </div>
  );
}
