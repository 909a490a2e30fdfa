import { describe, expect, it } from 'vitest';
import { jsFilesFor, type Manifest } from './web-size';

describe('jsFilesFor', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/app-1.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['screens/a.tsx'] },
    '_react.js': { file: 'assets/react-2.js' },
    'screens/a.tsx': { file: 'assets/a-3.js', imports: ['_react.js', '_ui.js'] },
    '_ui.js': { file: 'assets/ui-4.js', css: ['assets/ui.css'] },
    'login.html': { file: 'assets/login-5.js', isEntry: true },
  };
  it('follows static imports once and leaves lazy chunks out unless named', () => {
    expect(jsFilesFor(manifest, ['index.html']).sort()).toEqual(['assets/app-1.js', 'assets/react-2.js']);
    expect(jsFilesFor(manifest, ['index.html', 'screens/a.tsx']).sort()).toEqual([
      'assets/a-3.js',
      'assets/app-1.js',
      'assets/react-2.js',
      'assets/ui-4.js',
    ]);
    expect(jsFilesFor(manifest, ['login.html'])).toEqual(['assets/login-5.js']);
  });
});
