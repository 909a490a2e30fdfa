import type { Access } from '../../../shared/access';

/** Health, static files, sign-in and sign-out. */
export const platformCatalogue: Record<string, Access> = {
  'GET /healthcheck': 'public',
  'GET /supplier/assets/*': 'public',
  'GET /favicon.ico': 'public',
  'GET /': 'public',
  'GET /supplier': 'public',
  'GET /supplier/': 'public',
  'GET /supplier/login': 'public',
  'POST /supplier/login': 'public',
  'GET /supplier/logout': 'public',
  'POST /supplier/logout': 'public',
};
