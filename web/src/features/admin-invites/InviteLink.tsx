import { useRef, useState } from 'react';
import { INVITE_LIFETIME_DAYS, type CreateInviteResponse } from '@pitchside/shared';
import { Button } from '../../ui';
import { fullName } from '../../widgets/admin-shared/admin-format';

/**
 * A new invite's one-time link, to copy (only its hash is kept, so it is shown this once).
 * Mailed too when the server has SMTP; copying always works.
 */
export function InviteLink({ created, onDone }: { created: CreateInviteResponse; onDone: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    input.current?.select();
    try {
      await navigator.clipboard.writeText(created.link);
      setCopied(true);
    } catch {
      // No clipboard permission: the link is selected for the admin to copy themselves.
      setCopied(false);
    }
  };
  const name = fullName(created.invite);
  return (
    <div className="stack gap-3 invite-link">
      <p role="status">
        {created.emailed
          ? `We e-mailed ${name} (${created.invite.email}) their invite link. You can also copy it below.`
          : `Copy this link and send it to ${name} (${created.invite.email}). They open it to set their own password.`}
      </p>
      <label className="field">
        <span className="field__label">Invite link</span>
        <input ref={input} className="input" readOnly value={created.link} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <p className="meta">
        The link works once and expires in {INVITE_LIFETIME_DAYS} days. You can revoke it from the pending invites.
      </p>
      <div className="form-actions">
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? 'Link copied' : 'Copy link'}
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
