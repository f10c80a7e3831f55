import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { acceptInviteRequestSchema, invitePreviewSchema, type AcceptInviteRequest, type InvitePreview } from '@pitchside/shared';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { Brand } from '../../ui/Brand';
import { checkForm, useForm } from '../../ui/use-form';
import { api, errorMessage } from '../../data/api';
import '../login/Login.css';

type Loaded = { preview: InvitePreview } | { error: string } | undefined;

function useInvite(token: string): Loaded {
  const [loaded, setLoaded] = useState<Loaded>(undefined);
  useEffect(() => {
    let current = true;
    api.get<unknown>(`/api/auth/invites/${encodeURIComponent(token)}`).then(
      (answer) => current && setLoaded({ preview: invitePreviewSchema.parse(answer) }),
      (error: unknown) => current && setLoaded({ error: errorMessage(error, 'This invite link could not be opened. Check your connection and try again.') }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  return loaded;
}

/** /invite/:token: a new member sees who invited them where and sets their own password. */
export function AcceptInvite() {
  const { token = '' } = useParams();
  const loaded = useInvite(token);
  // Signing in needs the session store and the sync engine: started with the first input, as on /login.
  return (
    <div className="auth">
      <div className="auth__inner stack">
        <Link to="/" className="auth__brand" aria-label="Pitchside home">
          <Brand size={40} />
        </Link>
        <section className="auth__card" aria-labelledby="auth-title">
          {loaded === undefined ? (
            <Spinner block label="Opening your invite…" />
          ) : 'error' in loaded ? (
            <>
              <h1 id="auth-title" className="auth__title">
                Invite link not valid
              </h1>
              <p className="auth__subtitle" role="alert">
                {loaded.error}
              </p>
              <p className="auth__toggle">
                <Link to="/login" className="auth__link">
                  Go to sign in
                </Link>
              </p>
            </>
          ) : (
            <SetPasswordForm token={token} preview={loaded.preview} />
          )}
        </section>
      </div>
    </div>
  );
}
export default AcceptInvite;

type Fields = { password: string; confirm: string };

function SetPasswordForm({ token, preview }: { token: string; preview: InvitePreview }) {
  const navigate = useNavigate();
  const form = useForm<Fields>({ password: '', confirm: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.submit({
    check: (fields) => {
      if (fields.confirm !== fields.password) return { ok: false, errors: { confirm: 'The passwords do not match' } };
      return checkForm(acceptInviteRequestSchema, { password: fields.password });
    },
    send: async (data: AcceptInviteRequest) => {
      setFailure(null);
      await api.post('/api/auth/invites/' + encodeURIComponent(token), data);
      // Signs in through the session store, as the sign-in form does, so sync starts as usual.
      const { useSession } = await import('../../data/session');
      await useSession.getState().login(preview.email, data.password);
      navigate('/', { replace: true });
    },
    onError: (error) => setFailure(errorMessage(error, 'Your password could not be set. Please try again.')),
  });
  const role = preview.role === 'org_admin' ? 'an org admin' : 'a coach';
  return (
    <>
      <h1 id="auth-title" className="auth__title">
        Welcome, {preview.firstName}
      </h1>
      <p className="auth__subtitle">
        You're invited to {preview.organizationName} as {role}. Set your password to sign in.
      </p>
      {failure ? (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      ) : null}
      <form className="auth__form stack" onSubmit={submit} noValidate>
        <Field label="Email" type="email" value={preview.email} readOnly autoComplete="username" />
        <Field label="Password" type="password" required autoComplete="new-password" placeholder="Minimum 8 characters" {...form.bind('password')} />
        <Field label="Confirm password" type="password" required autoComplete="new-password" {...form.bind('confirm')} />
        <Button type="submit" block pending={form.pending}>
          Set password and sign in
        </Button>
      </form>
    </>
  );
}
