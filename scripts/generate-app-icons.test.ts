import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fullBleedSvg } from './generate-app-icons';

const favicon = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/public/favicon.svg'),
  'utf8',
);

describe('fullBleedSvg (the maskable icons)', () => {
  it("paints the badge's blue to every edge of a square view box centred on the car", () => {
    const svg = fullBleedSvg(favicon, 60);
    expect(svg).toContain('viewBox="2 5.75 60 60"');
    expect(svg).toContain('<rect x="1" y="4.75" width="62" height="62" fill="#1c5fc4"/>');
    expect(svg).not.toContain('rx=');
    // The car itself is untouched.
    expect(svg).toContain('<path d="M14 40 L20 27 Q22 23 27 23 L39 23 Q43 23 45 27 L50 40 Z" fill="#fff"/>');
  });

  it('refuses a view box so tight that a launcher’s round mask would cut the car', () => {
    expect(() => fullBleedSvg(favicon, 50)).toThrow('outside the safe zone');
  });
});
