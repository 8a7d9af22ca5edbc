#!/usr/bin/env node
// `payola-lint` as npm links it (node_modules/.bin/payola-lint). This file is committed so that npm links the
// command at `npm install`; it runs the bundle that `npm run build` makes (launch.cjs).
'use strict';
require('./launch.cjs')('payola-lint');
