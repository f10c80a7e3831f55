import { mayCloseOwnAccount } from '@pitchside/shared';
import { Link } from 'react-router-dom';
import { Button, Card, CardContent, CardHeader, CardTitle, ConfirmDialog, Field, PageHeader } from '../../ui';
import { useSession } from '../../data/session';
import { useCloseAccount } from './use-close-account';
import './Account.css';

/** Your account (/account): who you are signed in as, and closing the account for good. */
export function Account() {
  const user = useSession((s) => s.user);
  const flow = useCloseAccount();
  if (!user) return null;
  const { state } = flow;

  return (
    <div className="page account-page stack gap-6">
      <PageHeader title="Your account" description={`Signed in as ${user.email}${user.organizationName ? ` · ${user.organizationName}` : ''}`} />
      <Card>
        <CardHeader>
          <CardTitle as="h2">Close my account</CardTitle>
        </CardHeader>
        <CardContent className="stack gap-4">
          {mayCloseOwnAccount(user) ? (
            <form
              className="stack gap-4"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                flow.ask();
              }}
            >
              <p>
                Your account is deleted at once and you are signed out everywhere. The sessions and activities you made stay with your club,
                without your name. This cannot be undone. See <Link to="/privacy">how Pitchside keeps your data</Link>.
              </p>
              <Field
                label="Your password"
                type="password"
                autoComplete="current-password"
                required
                value={flow.password}
                onChange={(e) => flow.setPassword(e.target.value)}
                error={state.passwordError}
                wrapperClassName="account-page__password"
              />
              {state.failure ? (
                <p role="alert" className="text-danger">
                  {state.failure}
                </p>
              ) : null}
              <div>
                <Button type="submit" variant="danger" pending={state.step === 'closing'} pendingLabel="Closing account...">
                  Close my account
                </Button>
              </div>
            </form>
          ) : (
            <p>A super admin account is closed by another super admin, from User Management.</p>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={state.step === 'confirming' || state.step === 'closing'}
        title="Close your account?"
        message="Your account is deleted now and cannot be brought back. Your sessions and activities stay with your club."
        detail="Any changes on this device that have not reached the server are lost."
        confirmLabel="Close my account"
        pending={state.step === 'closing'}
        pendingLabel="Closing account..."
        onConfirm={() => void flow.close()}
        onCancel={flow.cancel}
      />
    </div>
  );
}
export default Account;
