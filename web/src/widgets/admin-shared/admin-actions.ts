import { useState } from 'react';
import { confirmAction, toast, type ConfirmOptions } from '../../ui';
import { api, ApiError, errorMessage } from '../../data/api';

type ActionMessages = {
  /** The toast after success; none when the change speaks for itself. */
  success?: string;
  /** The spec's toast titles: 'Delete Failed', 'Update Failed' or 'Error'. */
  failureTitle: 'Delete Failed' | 'Update Failed' | 'Error';
  /** The spec's fallback text when the server gives no message. */
  fallback: string;
};

/**
 * Runs one admin change and tells the user how it went (docs/spec/accounts.md section 8):
 * the server's message, or the spec's fallback. Resolves whether it succeeded.
 */
export async function runAdminAction(action: () => Promise<unknown>, messages: ActionMessages): Promise<boolean> {
  try {
    await action();
    if (messages.success) toast({ title: messages.success, variant: 'success' });
    return true;
  } catch (error) {
    toast({ title: messages.failureTitle, description: errorMessage(error, messages.fallback), variant: 'destructive' });
    return false;
  }
}

type RowChange = ActionMessages & {
  /** Asked first; the change runs only once the user confirms. */
  confirm?: ConfirmOptions & { question: string };
  /** What to load again afterwards, when more than the table's own rows. */
  reload?: () => Promise<unknown>;
};

/**
 * Changes to a table's rows: ask first when told to, mark the row busy, run the change, say how
 * it went, then load the rows again (whether or not it worked: the table shows what the server has).
 */
export function useRowActions(reloadRows: () => Promise<unknown>) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (rowId: string, action: () => Promise<unknown>, { confirm, reload = reloadRows, ...messages }: RowChange) => {
    if (confirm) {
      const { question, ...options } = confirm;
      if (!(await confirmAction(question, options))) return;
    }
    setBusy(rowId);
    await runAdminAction(action, messages);
    await reload();
    setBusy(null);
  };
  return { busy, run };
}

/**
 * A failed load in words ('Error loading coaches: {message}'): the server's own message, or the
 * status; never the raw answer body or a parse dump.
 */
export function loadErrorMessage(error: unknown): string {
  return errorMessage(error, error instanceof ApiError ? `The server answered ${error.status}.` : 'Please try again.');
}

/**
 * The send and the failure of an admin form that adds or edits one row of `path` (categories,
 * sub-categories, sections): a new row is posted to `path`, an existing one put to `path/id`;
 * the toasts name the row by `noun` ('Category created', 'Failed to update category').
 */
export function saveAdminRow(path: string, noun: string, row: { id: string } | null, onSaved: () => void) {
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  return {
    send: async (body: object) => {
      if (row) await api.put(`${path}/${row.id}`, body);
      else await api.post(path, body);
      toast({ title: row ? `${title} updated` : `${title} created`, variant: 'success' });
      onSaved();
    },
    onError: (error: unknown) => toast({ title: 'Error', description: errorMessage(error, `Failed to ${row ? 'update' : 'create'} ${noun}`), variant: 'destructive' }),
  };
}
