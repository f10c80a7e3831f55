import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import type { LoginRequest, RegisterRequest } from '@pitchside/shared';
// Direct imports, not the ui/ barrel, and no data layer (Dexie) or schemas (zod) up front:
// the form shows and takes typing before they load (they load beside it, see loadForms).
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { AlertIcon } from '../../ui/icons';
import { toast } from '../../ui/toast';
import { checkForm, useForm } from '../../ui/use-form';
import { errorMessage, NetworkError } from '../../data/api';
import { Brand } from '../../ui/Brand';
import { betweenPresses } from '../../ui/between-presses';
import { carryOver, NOTHING_TYPED, typedBeforeStart, type TypedBeforeStart } from './prerendered-form';
import './Login.css';

/** The banner reads the sync status, which lives in the data layer: it shows once that has started. */
const StorageBanner = lazy(() => import('./LoginStorageBanner'));

/** The session store and the request schemas, loaded when a form is sent (already there by then, as a rule). */
function loadForms() {
  return import('./forms').then((forms) => ({ session: forms.useSession.getState(), schemas: forms }));
}

type Mode = 'login' | 'register';
const NO_TOKEN = 'Login failed - no token received';

/**
 * /login: sign-in and registration (docs/spec/accounts.md sections 2, 5 and 8). `signedOutReason`: why
 * the server signed this device out (its club was suspended), in the server's words; the shell
 * knows it before the data layer has loaded. `dataLayerReady`: the data layer has started (with
 * the visitor's first input), so whether the device keeps data is known.
 */
export function Login({ signedOutReason = null, dataLayerReady = false }: { signedOutReason?: string | null; dataLayerReady?: boolean }) {
  const [typed, setTyped] = useState(typedBeforeStart);
  const [mode, setShownMode] = useState<Mode>(typed.action === 'register' ? 'register' : 'login');
  const setMode = (next: Mode) => {
    setTyped(NOTHING_TYPED);
    setShownMode(next);
  };
  const [email, setEmail] = useState('');

  return (
    <div className="auth">
      <div className="auth__inner stack">
        {dataLayerReady && (
          <Suspense fallback={null}>
            <StorageBanner />
          </Suspense>
        )}
        <SignedOutNotice reason={signedOutReason} />
        <Link to="/" className="auth__brand" aria-label="Pitchside home">
          <Brand size={40} />
        </Link>
        <section className="auth__card" aria-labelledby="auth-title">
          {mode === 'login' ? (
            <SignInForm initialEmail={email} typed={typed} onRegister={() => setMode('register')} />
          ) : (
            <RegisterForm
              onSignIn={() => setMode('login')}
              onRegistered={(registeredEmail) => {
                setEmail(registeredEmail);
                setMode('login');
              }}
            />
          )}
        </section>
        <Link to="/" className="auth__back">
          ← Back to home
        </Link>
      </div>
    </div>
  );
}

function SignedOutNotice({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <div className="auth__notice" role="alert">
      <AlertIcon />
      <p>
        <strong>You have been signed out.</strong> {reason}
      </p>
    </div>
  );
}

function SignInForm({ initialEmail, typed, onRegister }: { initialEmail: string; typed: TypedBeforeStart; onRegister: () => void }) {
  const form = useForm<LoginRequest>({ email: initialEmail || (typed.values.email ?? ''), password: typed.values.password ?? '' });
  const formRef = useRef<HTMLFormElement>(null);
  // What was typed and tapped in the built form carries over, when this form first shows: read
  // again as it gives way (typing goes on there until this form is on screen).
  const [carried] = useState(typed);
  const { change } = form;
  const register = useRef(onRegister);
  useLayoutEffect(() => {
    if (carried === NOTHING_TYPED) return;
    // A press on the built form is let finish first: its click is the tap to carry over.
    return betweenPresses((afterPress) => {
      const now = typedBeforeStart();
      if (now.action === 'register') {
        carryOver(NOTHING_TYPED, null);
        register.current();
        return;
      }
      const values = { ...carried.values, ...now.values };
      const carry = () => {
        if (values.email || values.password) change({ email: initialEmail || (values.email ?? ''), password: values.password ?? '' });
      };
      // React may have rendered this form before the typing (it holds a screen back a moment
      // before showing it). After a press this runs outside its commit, so the values go in at
      // once: the send the press noted, or the next key, starts from them, not from that render.
      if (afterPress) flushSync(carry);
      else carry();
      carryOver({ values, focused: now.focused ?? carried.focused, action: now.action ?? carried.action }, formRef.current);
    });
  }, [carried, change, initialEmail]);
  const submit = form.submit({
    // Their files not coming means no connection before the app was kept on the device.
    check: async (values) => checkForm((await loadForms().catch((error: unknown) => Promise.reject(new NetworkError(error)))).schemas.loginRequestSchema, values),
    send: async (data) => {
      // Signed in, the app's /login route goes on: home, or the page that asked for sign-in.
      await (await loadForms()).session.login(data.email, data.password);
    },
    onError: (error) => {
      // The session throws a plain Error when the answer carried no token; show its words.
      const description =
        error instanceof Error && error.message === NO_TOKEN ? NO_TOKEN : errorMessage(error, 'Please check your credentials');
      toast({ title: 'Login Failed', description, variant: 'destructive' });
    },
  });

  return (
    <>
      <h1 id="auth-title" className="auth__title">
        Sign in
      </h1>
      <p className="auth__subtitle">Welcome back. Sign in to plan and run your sessions.</p>
      <form ref={formRef} className="auth__form stack" onSubmit={submit} noValidate>
        <Field label="Email" type="email" autoComplete="email" inputMode="email" placeholder="coach@club.com" {...form.bind('email')} />
        <Field label="Password" type="password" autoComplete="current-password" placeholder="Your password" {...form.bind('password')} />
        <Button type="submit" size="lg" block pending={form.pending} pendingLabel="Signing in...">
          Sign In
        </Button>
      </form>
      <p className="auth__toggle">
        Don&apos;t have an account?
        <button type="button" className="auth__link" data-early="register" onClick={onRegister}>
          Register
        </button>
      </p>
    </>
  );
}

const emptyRegistration: RegisterRequest = { firstName: '', lastName: '', organizationName: '', email: '', password: '' };

function RegisterForm({ onSignIn, onRegistered }: { onSignIn: () => void; onRegistered: (email: string) => void }) {
  const form = useForm<RegisterRequest>(emptyRegistration);
  const submit = form.submit({
    check: async (values) => checkForm((await loadForms()).schemas.registerRequestSchema, values),
    send: async (data) => {
      await (await loadForms()).session.register(data);
      toast({
        title: 'Registration Successful',
        description: 'Your account is awaiting admin approval. You can sign in once an administrator approves it.',
        variant: 'success',
      });
      onRegistered(data.email);
    },
    onError: (error) => toast({ title: 'Registration Failed', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
  });
  const field = form.bind;

  return (
    <>
      <h1 id="auth-title" className="auth__title">
        Create an account
      </h1>
      <p className="auth__subtitle">Register your club. An administrator approves new accounts.</p>
      <form className="auth__form stack" onSubmit={submit} noValidate>
        <div className="auth__names">
          <Field label="First Name" autoComplete="given-name" placeholder="Alex" {...field('firstName')} />
          <Field label="Last Name" autoComplete="family-name" placeholder="Morgan" {...field('lastName')} />
        </div>
        <Field label="Organization/Club Name" autoComplete="organization" placeholder="Riverside FC" {...field('organizationName')} />
        <Field label="Email" type="email" inputMode="email" autoComplete="email" placeholder="coach@club.com" {...field('email')} />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          placeholder="Minimum 6 characters"
          {...field('password')}
        />
        <Button type="submit" size="lg" block pending={form.pending} pendingLabel="Creating account...">
          Create Account
        </Button>
      </form>
      <p className="auth__toggle">
        Already have an account?
        <button type="button" className="auth__link" onClick={onSignIn}>
          Sign in
        </button>
      </p>
    </>
  );
}
