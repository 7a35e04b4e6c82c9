// The offline page (offline.html) reloads the page it stands in for as soon as the browser is back online.
window.addEventListener('online', () => window.location.reload());
