// A game on the judge with the embedded store (PGlite); postgres.test.ts runs the same on a server.
import { gameFlowSuite } from './support/game-flow-suite.js';
import { testJudge } from './support/judge.js';

gameFlowSuite('PGlite', () => testJudge());
