/** A module of its own so component tests can replace the reload, which jsdom cannot perform. */
export function reloadPage(): void {
  window.location.reload();
}
