/**
 * A visitor who pressed "Save search" signs in first; the sign-in reloads the page. The search they
 * meant is kept for that one reload (this tab only), so the form opens by itself when they are back.
 */
const KEY = 'autolicit.saveSearchIntent';

export function rememberSaveIntent(query: string): void {
  try {
    sessionStorage.setItem(KEY, query);
  } catch {
    // Storage off (private mode): after signing in they press the button once more.
  }
}

/** True once, when the page shows the search the visitor meant to save before signing in. */
export function takeSaveIntent(query: string): boolean {
  try {
    const intended = sessionStorage.getItem(KEY);
    if (intended === null) return false;
    sessionStorage.removeItem(KEY);
    return intended === query;
  } catch {
    return false;
  }
}
