// The server's version, reported in `initialize` (serverInfo). It is this package's version: a
// test holds it equal to package.json's, which stays the one place it is changed.
export const serverVersion = '0.1.0';
