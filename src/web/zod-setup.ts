import { config } from 'zod';

/**
 * Zod without its JIT in the browser. Zod compiles an object schema's parser with `new Function` where the page may
 * evaluate strings, and finds out by trying (`new Function("")`, the error caught). The portal's CSP allows no eval
 * (server/http/security-headers.ts), so every page load had that probe refused and reported as a CSP violation, for
 * nothing: the parsers ran without the JIT anyway. Imported first by the app's entry, before any schema parses.
 */
config({ jitless: true });
