import { describe, expect, it } from 'vitest';
import { staticClosure } from './build-manifest';

describe('the files a page loads first, from the build manifest', () => {
  it('follow static imports once each, bring their stylesheets, and skip unknown entries', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_react'], css: ['assets/index.css'] },
      _react: { file: 'assets/react.js' },
      'src/page.tsx': { file: 'assets/page.js', imports: ['_react', '_card'] },
      _card: { file: 'assets/card.js', imports: ['src/page.tsx'], css: ['assets/card.css'] },
    };
    const closure = staticClosure(manifest, ['src/page.tsx', 'src/missing.tsx']);
    expect([...closure.js]).toEqual(['assets/page.js', 'assets/react.js', 'assets/card.js']);
    expect([...closure.css]).toEqual(['assets/card.css']);
  });
});
