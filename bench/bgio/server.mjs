// The peer of bench/load.sh: a boardgame.io server with a trivial two-player game (each
// move adds one to a counter and ends the turn), the nearest thing to our "pass" moves.
//
//   PORT=8000 node server.mjs                         # boardgame.io's in-memory storage
//   PORT=8000 BGIO_DB=postgres://... node server.mjs  # durable: bgio-postgres
//
// Moves are `client: false`: the server alone runs them, so a client learns a move's
// result only from the server, as ours do.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Server, Origins } = require('boardgame.io/server');

export const Counter = {
  name: 'counter',
  setup: () => ({ n: 0 }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    inc: {
      move: ({ G }) => ({ n: G.n + 1 }),
      client: false,
    },
  },
};

let db;
if (process.env.BGIO_DB) {
  const { PostgresStore } = require('bgio-postgres');
  db = new PostgresStore(process.env.BGIO_DB, { logging: false });
}
const server = Server({ games: [Counter], db, origins: [Origins.LOCALHOST_IN_DEVELOPMENT, /.*/] });
await server.run(Number(process.env.PORT || 8000));
console.log('ready');
