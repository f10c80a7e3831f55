/** The spec's storage key for the bearer token (accounts.md section 9). */
export const AUTH_TOKEN_KEY = 'auth_token';

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

export function readToken(): string | null {
  return storage()?.getItem(AUTH_TOKEN_KEY) ?? null;
}

export function writeToken(token: string): void {
  storage()?.setItem(AUTH_TOKEN_KEY, token);
}

export function clearToken(): void {
  storage()?.removeItem(AUTH_TOKEN_KEY);
}
