// Load generator for server.mjs: `concurrency` matches played at once for `seconds`, each
// by its two players' clients over boardgame.io's socket.io transport. A move counts when
// the server's update for it has reached both players (the turn has advanced). Prints one
// JSON line like bench/loadgen's: {"count", "per_second", "p50_ms", "p99_ms", ...}.
//
//   node load.mjs http://127.0.0.1:8000 16 10
//
// boardgame.io sends a move's update before its storage write has finished (its master's
// onUpdate), so on Postgres these figures are an upper bound for durable moves.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Client } = require('boardgame.io/client');
const { SocketIO } = require('boardgame.io/multiplayer');

const [base, concurrency = '16', seconds = '10'] = process.argv.slice(2);
const Counter = {
  name: 'counter',
  setup: () => ({ n: 0 }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: { inc: { move: ({ G }) => ({ n: G.n + 1 }), client: false } },
};

async function post(path, body) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

// One match: created and joined through the lobby API, both clients connected and synced.
async function match() {
  const { matchID } = await post('/games/counter/create', { numPlayers: 2 });
  const clients = [];
  for (const playerID of ['0', '1']) {
    const { playerCredentials } = await post(`/games/counter/${matchID}/join`, {
      playerID,
      playerName: `p${playerID}`,
    });
    const client = Client({
      game: Counter,
      matchID,
      playerID,
      credentials: playerCredentials,
      multiplayer: SocketIO({ server: base }),
      debug: false,
    });
    client.start();
    clients.push(client);
  }
  await Promise.all(clients.map((c) => until(c, (s) => s !== null && s.isConnected)));
  // A move sent before the server has synced the client is dropped: one unmeasured first
  // move, sent again until it goes through, before the clock starts.
  for (;;) {
    clients[0].moves.inc();
    try {
      await until(clients[1], (s) => s.ctx.turn > 1, 1000);
      return clients;
    } catch {
      // not synced yet
    }
  }
}

// Resolves with the client's state once `ok(state)` holds (checked on every update). Each
// client is subscribed once, with a list of waiters: boardgame.io numbers subscribers by
// their count, so unsubscribing and subscribing again can overwrite another subscriber.
const waiters = new Map();
function until(client, ok, timeoutMs = 30000) {
  if (!waiters.has(client)) {
    waiters.set(client, new Set());
    client.subscribe((state) => {
      for (const w of [...waiters.get(client)]) w(state);
    });
  }
  return new Promise((resolve, reject) => {
    const list = waiters.get(client);
    const waiter = (state) => {
      if (state && ok(state)) {
        clearTimeout(timer);
        list.delete(waiter);
        resolve(state);
      }
    };
    const timer = setTimeout(() => {
      list.delete(waiter);
      reject(new Error('no update in time'));
    }, timeoutMs);
    list.add(waiter);
    waiter(client.getState());
  });
}

const latencies = [];
let errors = 0;
const deadline = Date.now() + Number(seconds) * 1000;
const started = Date.now();
await Promise.all(
  Array.from({ length: Number(concurrency) }, async () => {
    const clients = await match();
    while (Date.now() < deadline) {
      const state = clients[0].getState();
      const mover = clients[Number(state.ctx.currentPlayer)];
      const turn = state.ctx.turn;
      const t = performance.now();
      mover.moves.inc();
      try {
        // Both players have seen it (the next mover must know it is their turn).
        await Promise.all(clients.map((c) => until(c, (s) => s.ctx.turn > turn, 5000)));
        latencies.push(performance.now() - t);
      } catch {
        errors += 1;
      }
    }
    clients.forEach((c) => c.stop());
  }),
);
const elapsed = (Date.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const q = (p) => latencies[Math.round((latencies.length - 1) * p)] ?? null;
console.log(
  JSON.stringify({
    count: latencies.length,
    per_second: latencies.length / elapsed,
    p50_ms: q(0.5),
    p90_ms: q(0.9),
    p99_ms: q(0.99),
    max_ms: q(1),
    seconds: elapsed,
    errors,
  }),
);
process.exit(0);
