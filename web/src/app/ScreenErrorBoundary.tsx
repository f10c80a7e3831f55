import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, ButtonLink } from '../ui/Button';
import { EmptyState } from '../ui/Card';
import { AlertIcon, CloudOffIcon, RefreshIcon } from '../ui/icons';
import { removeHomeFrame } from '../features/home/home-frame';

type Props = {
  /** The address shown: moving to another one leaves a failed screen behind. */
  location: string;
  children: ReactNode;
};

type State = { error: unknown };

/**
 * A screen's code that could not be fetched: opened offline before the app had cached it, or a
 * new version of the app replaced the file. Browsers word it differently.
 */
export function isMissingScreenCode(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|importing a module script failed|failed to load module script|unable to preload css/i.test(message);
}

/**
 * Keeps one screen's failure to that screen: the header, the bottom bar and what the coach
 * saved stay, and the screen says what happened instead of leaving a blank page.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed to show', error, info.componentStack);
    // The home failed before it replaced its frame: what happened shows instead.
    removeHomeFrame();
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error !== null && previous.location !== this.props.location) {
      this.setState({ error: null });
    }
  }

  private readonly retry = () => {
    // Missing code is fetched again only by a reload; any other failure may pass on a new render.
    if (isMissingScreenCode(this.state.error)) window.location.reload();
    else this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return <ScreenFailed missingCode={isMissingScreenCode(this.state.error)} onRetry={this.retry} />;
  }
}

function ScreenFailed({ missingCode, onRetry }: { missingCode: boolean; onRetry: () => void }) {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const title = missingCode && offline ? 'This screen is not on this device yet' : 'This screen could not open';
  const description =
    missingCode && offline
      ? 'Connect to the internet once and it will open offline from then on. Your sessions, activities and schedule still work offline.'
      : 'Something went wrong while showing it. What you saved is kept on this device.';
  return (
    <div className="page" role="alert">
      <EmptyState
        headingLevel={1}
        icon={missingCode && offline ? <CloudOffIcon /> : <AlertIcon />}
        title={title}
        description={description}
        action={
          <div className="row gap-2">
            <Button icon={<RefreshIcon />} onClick={onRetry}>
              Try again
            </Button>
            <ButtonLink to="/" variant="secondary">
              Return Home
            </ButtonLink>
          </div>
        }
      />
    </div>
  );
}
