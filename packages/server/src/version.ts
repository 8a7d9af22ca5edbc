import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const serverVersion = (require('../package.json') as { version: string }).version;
