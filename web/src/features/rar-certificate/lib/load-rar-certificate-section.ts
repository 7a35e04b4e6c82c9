/**
 * A tiny first step to the section's chunk: the vehicle page's own chunk then lists only this
 * file among its dynamic imports (a few bytes before first paint), not the section's many chunks.
 */
export function loadRarCertificateSection() {
  return import('../components/rar-certificate-section');
}
