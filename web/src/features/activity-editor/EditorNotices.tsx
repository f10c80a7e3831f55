import { Button } from '../../ui';
import { CloudOffIcon } from '../../ui/icons';

/** Offline the form stays open and keeps what was typed; only a picture waits for a connection. */
export function OfflineNotice() {
  return (
    <div className="editor-notice row editor-notice--offline" role="status">
      <CloudOffIcon />
      <div>
        <p className="editor-notice__title">You are offline</p>
        <p className="editor-notice__text">
          An activity without a picture is saved on this device and sent when you are back online. A picture needs a
          connection; what you type is kept on this device.
        </p>
      </div>
    </div>
  );
}

export function RestoredNotice({ onDiscard, onDismiss }: { onDiscard: () => void; onDismiss: () => void }) {
  return (
    <div className="editor-notice row" role="status">
      <div>
        <p className="editor-notice__title">Your unsaved changes were restored.</p>
      </div>
      <div className="row">
        <Button variant="secondary" size="sm" onClick={onDiscard}>
          Discard changes
        </Button>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Keep editing
        </Button>
      </div>
    </div>
  );
}
