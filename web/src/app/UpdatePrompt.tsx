import { Button } from '../ui/Button';
import { RefreshIcon } from '../ui/icons';
import { useAppUpdate } from './service-worker';
import './shell.css';

/** "Update available — Reload": the new version activates only when the user asks. */
export function UpdatePrompt() {
  const { needRefresh, applyUpdate } = useAppUpdate();
  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="status">
      <RefreshIcon aria-hidden="true" />
      <span className="update-prompt__text">Update available</span>
      <span className="update-prompt__dash" aria-hidden="true">
        —
      </span>
      <Button size="sm" variant="secondary" onClick={() => void applyUpdate()}>
        Reload
      </Button>
      <Button size="sm" variant="ghost" className="update-prompt__later" onClick={() => useAppUpdate.setState({ needRefresh: false })}>
        Later
      </Button>
    </div>
  );
}
