import { describe, expect, it } from 'vitest';
import { putStylesheetsFirst } from './stylesheet-first-plugin';

describe('the built index.html', () => {
  it('links its stylesheets before its first script, everything else in place', () => {
    const built = [
      '<head>',
      '    <title>AutoLicit</title>',
      '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/react-1.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
      '  </head>',
    ].join('\n');
    expect(putStylesheetsFirst(built)).toBe(
      [
        '<head>',
        '    <title>AutoLicit</title>',
        '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
        '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
        '    <link rel="modulepreload" crossorigin href="/assets/react-1.js">',
        '  </head>',
      ].join('\n'),
    );
  });

  it('is left alone without a stylesheet or a script', () => {
    expect(putStylesheetsFirst('<head><title>t</title></head>')).toBe('<head><title>t</title></head>');
  });
});
