// The embedded database's own thread: PGlite (PostgreSQL compiled to WASM) runs every statement
// synchronously, so it lives here, off the server's event loop. The server talks to it with the
// ordinary node-postgres client over the PostgreSQL wire protocol; each connection is a
// MessagePort carrying the protocol's bytes (no TCP port or socket file for anyone else to reach).
//
// PGlite is one backend: connections take turns. A connection owns the backend from its first
// message until a Sync or simple Query leaves the backend idle (ReadyForQuery 'I'), so a
// transaction, or the Parse/Bind/Execute of one statement, never interleaves with another
// connection's statements. Plain JavaScript: a worker thread starts without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'
const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I'
const PARSE = 0x50; // 'P'
const BIND = 0x42; // 'B'
const DESCRIBE = 0x44; // 'D'
const CLOSE = 0x43; // 'C'
const STATEMENT = 0x53; // 'S' in Describe/Close
let nextConnectionId = 1;

const STARTUP = (() => {
  const params = Buffer.from('user\0postgres\0database\0postgres\0client_encoding\0UTF8\0\0');
  const packet = Buffer.alloc(8 + params.length);
  packet.writeInt32BE(packet.length, 0);
  packet.writeInt32BE(196608, 4); // protocol 3.0
  params.copy(packet, 8);
  return packet;
})();

/** @type {PGlite} */
let db;
try {
  // The contrib extensions search uses (migration 0015) must be loaded when the database opens.
  const extensions = { pg_trgm, unaccent };
  db = workerData?.dataDir ? new PGlite(workerData.dataDir, { extensions }) : new PGlite({ extensions });
  await db.waitReady;
} catch (error) {
  parentPort?.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

/** Connections with complete messages waiting, in arrival order. */
const waiting = [];
/** The connection that owns the backend, or null. */
let owner = null;
let pumping = false;
let closing = false;
const connections = new Set();
/** Closed connections whose prepared statements are still to be freed. */
const departed = [];

class Connection {
  /** @param {import('node:worker_threads').MessagePort} port */
  constructor(port) {
    this.port = port;
    this.buffer = Buffer.alloc(0);
    this.started = false;
    /** Complete messages not yet run. */
    this.queue = [];
    this.closed = false;
    /** Named prepared statements live in the one backend: each connection gets its own prefix. */
    this.prefix = `c${nextConnectionId++}_`;
    /** The backend names this connection prepared, deallocated when it goes. */
    this.statements = new Set();
    port.on('message', (chunk) =>
      this.receive(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)),
    );
    port.on('close', () => void this.onClose());
    connections.add(this);
  }

  receive(chunk) {
    if (this.closed) return;
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    while (this.buffer.length >= (this.started ? 5 : 8)) {
      if (!this.started) {
        const length = this.buffer.readInt32BE(0);
        if (this.buffer.length < length) return;
        const code = this.buffer.readInt32BE(4);
        this.buffer = this.buffer.subarray(length);
        // No TLS on an in-process channel; a cancel request is not supported (as in PGlite).
        if (code === SSL_REQUEST || code === GSS_REQUEST) this.port.postMessage(Buffer.from('N'));
        else if (code === CANCEL_REQUEST) this.close();
        else {
          // PGlite has one user and one database; a startup naming others would abort its backend.
          this.started = true;
          this.enqueue(STARTUP);
        }
        continue;
      }
      const length = 1 + this.buffer.readInt32BE(1);
      if (this.buffer.length < length) return;
      const message = this.buffer.subarray(0, length);
      this.buffer = this.buffer.subarray(length);
      if (message[0] === TERMINATE) return this.close();
      this.enqueue(this.renameStatement(message));
    }
  }

  /**
   * Gives a named prepared statement this connection's prefix, so two connections (or a new one
   * after an old one closed) preparing the same name never collide in the shared backend.
   */
  renameStatement(message) {
    const type = message[0];
    let at;
    if (type === PARSE) at = 5;
    else if (type === BIND) at = message.indexOf(0, 5) + 1;
    else if ((type === DESCRIBE || type === CLOSE) && message[5] === STATEMENT) at = 6;
    else return message;
    const end = message.indexOf(0, at);
    if (end <= at) return message; // the unnamed statement
    const name = this.prefix + message.subarray(at, end).toString('utf8');
    if (type === PARSE) this.statements.add(name);
    if (type === CLOSE) this.statements.delete(name);
    const renamed = Buffer.concat([
      message.subarray(0, at),
      Buffer.from(name, 'utf8'),
      message.subarray(end),
    ]);
    renamed.writeInt32BE(renamed.length - 1, 1);
    return renamed;
  }

  enqueue(message) {
    this.queue.push(message);
    if (owner !== this && !waiting.includes(this)) waiting.push(this);
    void pump();
  }

  close() {
    if (!this.closed) this.port.close();
  }

  /** The client went away: drop what it queued; pump() gives the backend back clean. */
  onClose() {
    this.closed = true;
    this.queue = [];
    connections.delete(this);
    if (this.statements.size > 0) departed.push(this);
    const index = waiting.indexOf(this);
    if (index >= 0) waiting.splice(index, 1);
    void pump();
  }
}

/** Ends whatever a departed owner left open (an unsynced statement, a transaction). */
async function resetBackend() {
  try {
    const reply = await db.execProtocolRaw(Uint8Array.of(SYNC, 0, 0, 0, 4));
    if (!endsIdle(reply)) await db.exec('rollback');
  } catch {
    // The backend reports its own state on the next statement; nothing more to undo here.
  }
}

/** Frees the prepared statements of connections that have gone. */
async function deallocate(connection) {
  for (const name of connection.statements) {
    await db.exec(`deallocate "${name.replaceAll('"', '""')}"`).catch(() => undefined);
  }
  connection.statements.clear();
}

/** True when the reply's last message is ReadyForQuery with the backend idle (no transaction). */
function endsIdle(reply) {
  const at = reply.length - 6;
  return at >= 0 && reply[at] === READY_FOR_QUERY && reply[at + 5] === IDLE;
}

/** Runs queued messages, one owner at a time, until nothing can run. */
async function pump() {
  if (pumping || closing) return;
  pumping = true;
  try {
    for (;;) {
      if (owner?.closed) {
        await resetBackend();
        owner = null;
      }
      if (!owner) {
        while (departed.length > 0) await deallocate(departed.shift());
        owner = waiting.shift() ?? null;
      }
      if (!owner || owner.queue.length === 0) break;
      const connection = owner;
      const batch = connection.queue.length === 1 ? connection.queue[0] : Buffer.concat(connection.queue);
      const last = connection.queue.at(-1);
      connection.queue = [];
      let reply;
      try {
        reply = await db.execProtocolRaw(batch);
      } catch (error) {
        // The WASM backend aborted: this thread is done; the server starts a new one.
        console.error('The embedded database failed:', error);
        process.exit(1);
      }
      if (!connection.closed && reply.length > 0) connection.port.postMessage(reply);
      const cycleEnded = last[0] === SYNC || last[0] === QUERY || last[0] === 0;
      if (cycleEnded && endsIdle(reply) && !connection.closed) {
        owner = null;
        if (connection.queue.length > 0 && !waiting.includes(connection)) waiting.push(connection);
      }
    }
  } finally {
    pumping = false;
  }
}

parentPort?.on('message', async (message) => {
  if (message.type === 'connect') {
    if (closing) message.port.close();
    else new Connection(message.port);
  } else if (message.type === 'close') {
    closing = true;
    for (const connection of connections) connection.close();
    await db.close();
    parentPort?.postMessage({ type: 'closed' });
    parentPort?.close();
  }
});
parentPort?.postMessage({ type: 'ready' });
