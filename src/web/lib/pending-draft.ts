// A visitor who presses a wizard's "Gerar" button is sent to /auth; their choices wait here, in memory,
// and the landing page reopens the wizard with them once the visitor comes back signed in. A page reload
// loses them (files cannot be stored without asking).

export type PendingDraft<T> = {
  keep: (draft: T) => void;
  peek: () => T | null;
  clear: () => void;
};

export function createPendingDraft<T>(): PendingDraft<T> {
  let pending: T | null = null;
  return {
    keep: (draft) => {
      pending = draft;
    },
    peek: () => pending,
    clear: () => {
      pending = null;
    },
  };
}
