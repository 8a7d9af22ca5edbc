export * from './protocol.js';
export { startServer } from './server.js';
