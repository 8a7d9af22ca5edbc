'use strict';
// Loads the server's ES modules for a CommonJS caller. `payola serve` runs inside the CLI's
// bundle, compiled by node:vm, where `import()` has no loader on Node 20; a file that Node's own
// CommonJS loader compiled has one.
module.exports = () => import('./dist/index.js');
