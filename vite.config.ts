import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app: two entries (the server-rendered sign-in page's script, and the single-page app),
// served by Fastify under /supplier/ with hashed assets in /supplier/assets/.
export default defineConfig({
  root: resolve(import.meta.dirname, 'src/web'),
  base: '/supplier/',
  publicDir: resolve(import.meta.dirname, 'src/web/public'),
  plugins: [react()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    manifest: true,
    assetsDir: 'assets',
    sourcemap: false,
    rollupOptions: {
      input: {
        app: resolve(import.meta.dirname, 'src/web/index.html'),
        login: resolve(import.meta.dirname, 'src/web/login.html'),
        bauth: resolve(import.meta.dirname, 'src/web/bauth.html'),
      },
    },
  },
});
