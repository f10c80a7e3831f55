import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { closeAccountRequestSchema } from '@pitchside/shared';
import { api, errorMessage } from '../../data/api';
import { useSession } from '../../data/session';
import { serverFieldErrors } from '../../ui';

export type CloseAccountState = { step: 'idle' | 'confirming' | 'closing'; passwordError?: string | undefined; failure?: string | undefined };

/** Closing your own account: the password is checked by the server; then nothing of you stays on this device. */
export function useCloseAccount() {
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [state, setState] = useState<CloseAccountState>({ step: 'idle' });

  const ask = () => {
    const checked = closeAccountRequestSchema.safeParse({ password });
    if (!checked.success) {
      setState({ step: 'idle', passwordError: checked.error.issues[0]?.message });
      return false;
    }
    setState({ step: 'confirming' });
    return true;
  };

  const close = async () => {
    setState({ step: 'closing' });
    try {
      await api.post('/api/auth/close-account', { password });
    } catch (error) {
      setState({ step: 'idle', passwordError: serverFieldErrors(error).password, failure: serverFieldErrors(error).password ? undefined : errorMessage(error, 'Your account could not be closed. Please try again.') });
      return;
    }
    await logout();
    navigate('/', { replace: true, state: { accountClosed: true } });
  };

  return { password, setPassword: (value: string) => setPassword(value), state, ask, close, cancel: () => setState({ step: 'idle' }) };
}
