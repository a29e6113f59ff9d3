import { Duplex } from 'node:stream';
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';

/**
 * The embedded PGlite database in its own worker thread (pglite-worker.mjs), reached over the
 * PostgreSQL wire protocol: `connect()` answers a socket-like stream that node-postgres uses in
 * place of a TCP socket. A worker that dies is started again on the next connection, so the
 * pool recovers by itself; a worker thread cannot outlive the server process.
 */
export interface EmbeddedDatabase {
  /** A new protocol stream for node-postgres (`new pg.Pool({ stream: () => embedded.connect() })`). */
  connect(): Duplex;
  close(): Promise<void>;
}

const workerUrl = new URL('./pglite-worker.mjs', import.meta.url);

function startWorker(dataDir: string | undefined): Promise<Worker> {
  return new Promise((resolve, reject) => {
    // Plain JavaScript: no TypeScript loader (tsx, vitest) needed in the thread, so none is inherited.
    const worker = new Worker(workerUrl, { workerData: { dataDir }, execArgv: [] });
    const fail = (error: Error) => {
      worker.off('message', onMessage);
      void worker.terminate();
      reject(error);
    };
    const onMessage = (message: { type: string; message?: string }) => {
      if (message.type === 'ready') {
        worker.off('error', fail);
        worker.off('exit', onExit);
        worker.off('message', onMessage);
        resolve(worker);
      } else if (message.type === 'error') {
        fail(new Error(`The embedded database did not open: ${message.message}`));
      }
    };
    const onExit = (code: number) =>
      fail(new Error(`The embedded database stopped while opening (exit ${code})`));
    worker.on('message', onMessage);
    worker.once('error', fail);
    worker.once('exit', onExit);
  });
}

export async function startEmbeddedDatabase(dataDir: string | undefined): Promise<EmbeddedDatabase> {
  let current: Promise<Worker> | undefined;
  let closed = false;
  const open = () => {
    const starting = startWorker(dataDir);
    current = starting;
    starting.then(
      (worker) => {
        // A crash (out of memory, a WASM abort) ends every connection; the next one starts it anew.
        worker.on('error', (error) => console.warn(`The embedded database stopped: ${error.message}`));
        worker.once('exit', () => {
          if (current === starting) current = undefined;
        });
      },
      () => {
        if (current === starting) current = undefined;
      },
    );
    return starting;
  };
  await open();
  return {
    connect: () =>
      new WorkerSocket(() =>
        closed ? Promise.reject(new Error('The database is closed')) : (current ?? open()),
      ),
    async close() {
      if (closed) return;
      closed = true;
      const worker = await current?.catch(() => undefined);
      if (!worker) return;
      const done = new Promise<void>((resolve) => {
        worker.once('exit', () => resolve());
        worker.on('message', (message: { type: string }) => {
          if (message.type === 'closed') void worker.terminate();
        });
      });
      worker.postMessage({ type: 'close' });
      const force = setTimeout(() => void worker.terminate(), 5_000);
      await done;
      clearTimeout(force);
    },
  };
}

/**
 * What node-postgres needs of a socket, over a MessagePort to the worker. Writes made in the same
 * tick (Parse, Bind, Describe, Execute, Sync) travel as one message.
 */
class WorkerSocket extends Duplex {
  private port: MessagePort | undefined;
  private pending: Buffer[] = [];
  private ending = false;

  constructor(private readonly worker: () => Promise<Worker>) {
    super();
  }

  connect(): this {
    this.worker().then(
      (worker) => {
        if (this.destroyed) return;
        const { port1, port2 } = new MessageChannel();
        worker.postMessage({ type: 'connect', port: port2 }, [port2]);
        port1.on('message', (data: Uint8Array) =>
          this.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength)),
        );
        port1.on('close', () => {
          if (this.destroyed) return;
          if (this.ending) {
            this.push(null);
            this.destroy();
          } else {
            this.destroy(
              Object.assign(new Error('The embedded database closed the connection'), { code: 'ECONNRESET' }),
            );
          }
        });
        // The worker's exit closes the port; unref so an idle connection never holds the process open.
        port1.unref();
        this.port = port1;
        this.emit('connect');
        this.flush();
      },
      (error: Error) => this.destroy(Object.assign(error, { code: 'ECONNREFUSED' })),
    );
    return this;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    this.pending.push(chunk);
    if (this.pending.length === 1) queueMicrotask(() => this.flush());
    callback();
  }

  private flush() {
    if (!this.port || this.pending.length === 0) return;
    const data = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    this.pending = [];
    this.port.postMessage(data);
  }

  override _read() {}

  override _final(callback: (error?: Error | null) => void) {
    this.ending = true;
    this.flush();
    this.port?.close();
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    this.port?.close();
    this.port = undefined;
    callback(error);
  }

  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
  ref() {
    return this;
  }
  unref() {
    return this;
  }
}
