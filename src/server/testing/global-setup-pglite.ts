import { buildTemplate } from './global-setup';

export default () => buildTemplate('pglite');
