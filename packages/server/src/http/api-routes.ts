// Every signed-in route of the JSON API. Each names the operation of judge/ that does the work;
// the operation checks the caller's role in the game (judge/access.ts).
import { maxPasswordLength, minPasswordLength } from '../auth/passwords.js';
import { endSession } from '../auth/sessions.js';
import type { JudgeOptions } from '../judge-options.js';
import { changePassword } from '../judge/accounts.js';
import { gameFor, requireGm } from '../judge/access.js';
import { adjudicateLocked } from '../judge/adjudication.js';
import {
  boardMap,
  boardPicture,
  createGame,
  endGame,
  gameSummary,
  gameView,
  listGames,
  listTransfers,
  publication,
  recordTransfer,
  reinvite,
  requireActive,
  requirePhase,
  setCivilDisorder,
  setDeadline,
  type CreateGameInput,
} from '../judge/games.js';
import { ownReport, phaseResults } from '../judge/reports.js';
import { ownSheet, submitSheet } from '../judge/submissions.js';
import { maxGameNameLength, maxNameLength, maxPlayers, maxSheetLength } from '../limits.js';
import type { Store } from '../store/store.js';
import { ApiError } from './api-error.js';
import { route, type ApiRoute } from './route.js';
import { array, object, string, type JsonSchema } from './schema.js';

const powerName = string(maxNameLength);
const password: JsonSchema = { type: 'string', minLength: minPasswordLength, maxLength: maxPasswordLength };
const seconds: JsonSchema = { type: 'integer', minimum: 0, maximum: 366 * 24 * 3600 };
/** The phase a request is made for, as the caller's page shows it (phases are numbered from 0). */
const forPhase: JsonSchema = { type: 'integer', minimum: 0, maximum: 100_000 };

export const createGameBody = object(
  {
    name: string(maxGameNameLength),
    // A variant board as JSON (checked by the engine's loadMap; bounded by the body limit).
    map: { oneOf: [{ type: 'string', enum: ['standard'] }, { type: 'object' }] },
    rules: array(string(40), 20),
    players: array(
      object(
        {
          power: powerName,
          name: string(maxNameLength),
          invite: { type: 'string', enum: ['link', 'password', 'account'] },
          password,
        },
        ['power', 'name', 'invite'],
      ),
      maxPlayers,
    ),
    deadlines: object({ movement: seconds, retreat: seconds, adjustment: seconds }),
  },
  ['name', 'players'],
);

const phaseNumber = (text: string | undefined): number => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 100_000) throw new ApiError(404, 'no-such-phase', 'no such phase');
  return n;
};

export function apiRoutes(store: Store, options: JudgeOptions): ApiRoute[] {
  const cost = { ...(options.passwordCost !== undefined && { passwordCost: options.passwordCost }) };
  return [
    route({
      method: 'get',
      path: '/api/session',
      tag: 'session',
      who: 'anyone signed in',
      summary: 'The signed-in account and the CSRF token to send as X-CSRF-Token with every change',
      handle: ({ account, session }) => Promise.resolve({ account, csrfToken: session.csrfToken }),
    }),
    route({
      method: 'delete',
      path: '/api/session',
      tag: 'session',
      who: 'anyone signed in',
      summary: 'Sign out (the session ends on every judge process)',
      handle: async ({ session }, c) => {
        await endSession(store, session.tokenHash);
        c.header('Set-Cookie', 'payola_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
        return { signedOut: true };
      },
    }),
    route<{ password: string }>({
      method: 'put',
      path: '/api/session/password',
      tag: 'session',
      who: 'anyone signed in',
      summary: "Set the account's password (players invited by a link may add one)",
      body: object({ password }, ['password']),
      handle: async ({ account, body }) => {
        await changePassword(store, account.id, body.password, options.passwordCost);
        return { changed: true };
      },
    }),
    route({
      method: 'get',
      path: '/api/games',
      tag: 'games',
      who: 'anyone signed in: the games they run or play',
      summary: 'The games the caller runs or plays',
      handle: async ({ account }) => ({ games: await listGames(store, account.id) }),
    }),
    route<CreateGameInput>({
      method: 'post',
      path: '/api/games',
      tag: 'gamemaster',
      who: 'anyone signed in (they become its GameMaster)',
      summary: 'Create a game: map, rule flags, the played powers and their players, deadlines per phase type',
      body: createGameBody,
      answers: {
        409: 'a new account would take a name already taken',
        422: 'an unknown rule, power or account, a power with two players, a map that is not valid',
      },
      handle: async ({ account, body }) => store.transaction((tx) => createGame(tx, account.id, body, cost)),
    }),
    route({
      method: 'get',
      path: '/api/games/:id',
      tag: 'games',
      who: "the game's GameMaster and players",
      summary: "The game's phase, deadline and powers; for the GameMaster also who has submitted",
      answers: { 404: 'no such game, or the caller takes no part in it' },
      handle: async ({ account, params }) => gameSummary(store, params.id!, account.id),
    }),
    route({
      method: 'get',
      path: '/api/games/:id/board',
      tag: 'games',
      who: "the game's GameMaster and players",
      summary: 'The board as an SVG picture, as the caller may see it (Tin Cup, Rule 6.3)',
      produces: 'image/svg+xml',
      answers: { 404: 'no such game' },
      handle: async ({ account, params }, c) => {
        const svg = await boardPicture(store, params.id!, account.id);
        return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
      },
    }),
    route({
      method: 'get',
      path: '/api/games/:id/map',
      tag: 'games',
      who: "the game's GameMaster and players",
      summary: "The game's board as data (schemas/map.schema.json): the standard map or the variant's",
      answers: { 404: 'no such game' },
      handle: async ({ account, params }) => boardMap(store, params.id!, account.id),
    }),
    route({
      method: 'get',
      path: '/api/games/:id/view',
      tag: 'games',
      who: "the game's GameMaster (the whole game) and players (their own view)",
      summary: "The caller's view of the game: the board they may see, their balance and acceptance list",
      answers: { 404: 'no such game' },
      handle: async ({ account, params }) => gameView(store, params.id!, account.id),
    }),
    route({
      method: 'get',
      path: '/api/games/:id/sheet',
      tag: 'player',
      who: "the power's player only",
      summary: "The caller's sheet for the current phase, as last submitted",
      answers: { 404: 'no such game' },
      handle: async ({ account, params }) => ownSheet(store, params.id!, account.id),
    }),
    route<{ text: string; phaseNumber?: number }>({
      method: 'put',
      path: '/api/games/:id/sheet',
      tag: 'player',
      who: "the power's player only",
      summary: 'Submit or resubmit the sheet (offers, retreats or adjustments) until the deadline',
      body: object(
        {
          text: string(maxSheetLength, 0),
          // The phase the sheet was written for: a sheet arriving after the game moved on is refused.
          phaseNumber: forPhase,
        },
        ['text'],
      ),
      answers: {
        404: 'no such game',
        409: 'the deadline has passed, the game has ended, the power has nothing to order, or the game is no longer in the phase `phaseNumber` names (phase-changed)',
        413: 'the sheet is too long',
        422: 'the sheet has errors (details.diagnostics: each with its code, severity, range and message)',
      },
      handle: async ({ account, params, body }) =>
        submitSheet(store, params.id!, account.id, body.text, body.phaseNumber),
    }),
    route({
      method: 'get',
      path: '/api/games/:id/phases',
      tag: 'games',
      who: 'the GameMaster (every report); a player (the public results and their own reports)',
      summary: 'Every adjudicated phase: public results and the reports the caller may read (Rule 5.7)',
      answers: { 404: 'no such game' },
      handle: async ({ account, params }) => ({ phases: await phaseResults(store, params.id!, account.id) }),
    }),
    route({
      method: 'get',
      path: '/api/games/:id/phases/:number',
      tag: 'games',
      who: 'as /phases',
      summary: 'One adjudicated phase: its public results and the reports the caller may read',
      answers: { 404: 'no such game or phase' },
      handle: async ({ account, params }) => ownReport(store, params.id!, account.id, phaseNumber(params.number)),
    }),
    route({
      method: 'get',
      path: '/api/games/:id/transfers',
      tag: 'games',
      who: 'the GameMaster (all); a player (those it paid or received) until publication',
      summary: 'Transfers between players (Rule 2.3)',
      answers: { 404: 'no such game' },
      handle: async ({ account, params }) => ({ transfers: await listTransfers(store, params.id!, account.id) }),
    }),
    route<{ phaseNumber?: number }>({
      method: 'post',
      path: '/api/games/:id/adjudicate',
      tag: 'gamemaster',
      who: 'the GameMaster only',
      summary: 'Adjudicate the current phase now (refused while sheets are missing, Rule 3.3)',
      // Optional (no body at all is taken as {}): the phase the GameMaster means to adjudicate.
      body: object({ phaseNumber: forPhase }),
      answers: {
        404: 'no such game',
        409: 'sheets missing (details.missing), the game has ended, or the game is no longer in the phase `phaseNumber` names (phase-changed)',
      },
      handle: async ({ account, params, body }) =>
        store.transaction(async (tx) => {
          const { game, role } = await gameFor(tx, params.id!, account.id, 'update');
          requireGm(role);
          requireActive(game);
          requirePhase(game, body.phaseNumber, 'adjudication was asked for', 'nothing was adjudicated');
          const outcome = await adjudicateLocked(tx, game);
          if (!outcome.adjudicated)
            throw new ApiError(
              409,
              'sheets-missing',
              `no sheet from ${outcome.missing.join(', ')} (Rule 3.3): wait, extend the deadline, or declare civil disorder`,
              { missing: outcome.missing },
            );
          return outcome;
        }),
    }),
    route<{ deadline: string | null }>({
      method: 'put',
      path: '/api/games/:id/deadline',
      tag: 'gamemaster',
      who: 'the GameMaster only',
      summary: "Set or extend the current phase's deadline (null: adjudicate by hand)",
      body: object({ deadline: { type: ['string', 'null'], maxLength: 40 } }, ['deadline']),
      answers: {
        400: 'not an RFC 3339 date and time with its zone, or outside the years 2000 to 9999',
        404: 'no such game',
        409: 'the game has ended',
      },
      handle: async ({ account, params, body }) =>
        store.transaction((tx) => setDeadline(tx, params.id!, account.id, body.deadline)),
    }),
    route<{ power: string; civilDisorder: boolean; phaseNumber?: number }>({
      method: 'post',
      path: '/api/games/:id/civil-disorder',
      tag: 'gamemaster',
      who: 'the GameMaster only',
      summary: 'Put a late power in civil disorder for this phase (Rule 3.3), or take it out',
      body: object({ power: powerName, civilDisorder: { type: 'boolean' }, phaseNumber: forPhase }, [
        'power',
        'civilDisorder',
      ]),
      answers: {
        404: 'no such game or player',
        409: 'the game has ended, or the game is no longer in the phase `phaseNumber` names (phase-changed)',
      },
      handle: async ({ account, params, body }) =>
        store.transaction((tx) => setCivilDisorder(tx, params.id!, account.id, body)),
    }),
    route<{ from: string; to: string; amount: number }>({
      method: 'post',
      path: '/api/games/:id/transfers',
      tag: 'gamemaster',
      who: 'the GameMaster only',
      summary: 'Record a transfer between players (Rule 2.3), applied at once',
      body: object({ from: powerName, to: powerName, amount: { type: 'integer', minimum: 1, maximum: 1e12 } }, [
        'from',
        'to',
        'amount',
      ]),
      answers: { 404: 'no such game', 409: 'the game has ended', 422: 'unknown power, or not enough money' },
      handle: async ({ account, params, body }) =>
        store.transaction((tx) => recordTransfer(tx, params.id!, account.id, body)),
    }),
    route<{ power: string; invite: 'link' | 'password'; password?: string }>({
      method: 'post',
      path: '/api/games/:id/invitations',
      tag: 'gamemaster',
      who: 'the GameMaster only',
      summary: "A new sign-in link for a power's player (older links stop working), or a new password",
      body: object({ power: powerName, invite: { type: 'string', enum: ['link', 'password'] }, password }, [
        'power',
        'invite',
      ]),
      answers: { 403: "the player's account is their own", 404: 'no such game or player' },
      handle: async ({ account, params, body }) =>
        store.transaction((tx) => reinvite(tx, params.id!, account.id, body, cost)),
    }),
    route({
      method: 'post',
      path: '/api/games/:id/end',
      tag: 'gamemaster',
      who: 'the GameMaster only',
      summary: 'End the game and publish everything to its participants (Rule 3.6)',
      answers: { 404: 'no such game', 409: 'the game has already ended' },
      handle: async ({ account, params }) => store.transaction((tx) => endGame(tx, params.id!, account.id)),
    }),
    route({
      method: 'get',
      path: '/api/games/:id/publication',
      tag: 'games',
      who: "the game's GameMaster and players, once the game has ended",
      summary: 'Everything, after the end of the game (Rule 3.6): sheets, reports, acceptance lists, transfers',
      answers: { 404: 'no such game', 409: 'the game has not ended' },
      handle: async ({ account, params }) => publication(store, params.id!, account.id),
    }),
  ];
}
