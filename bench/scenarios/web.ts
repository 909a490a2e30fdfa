import { chunkKeyFor, FIRST_SCREENS, firstScreen, gzippedBytes, jsFilesFor, readManifest } from '../lib/web-size';

/** Gzipped JavaScript the sign-in page and a handheld screen load, from the Vite manifest. */
export function webSizes(distDir: string) {
  const manifest = readManifest(distDir);
  const login = jsFilesFor(manifest, ['login.html']);
  const appEntry = ['index.html'];
  const handheldChunk = chunkKeyFor(manifest, 'screens/bin-moves/');
  const handheld = jsFilesFor(manifest, handheldChunk ? [...appEntry, handheldChunk] : appEntry);
  return {
    loginKiB: Math.round(gzippedBytes(distDir, login) / 102.4) / 10,
    handheldKiB: Math.round(gzippedBytes(distDir, handheld) / 102.4) / 10,
    handheldScreen: handheldChunk ?? '(app shell only: no lazily loaded handheld screen chunk)',
    // what each handheld page loads before its scan field (issue 41), against its budget
    firstScreens: FIRST_SCREENS.map((screen) => {
      const first = firstScreen(distDir, screen.module);
      return {
        page: screen.page,
        kiB: first.gzippedKiB,
        files: first.files.length,
        budgetKiB: screen.budgetKiB,
        libraries: first.libraries,
      };
    }),
  };
}
