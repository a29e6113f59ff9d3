import net from 'node:net';

/** The first port from `start` upward that nothing listens on at 127.0.0.1. */
export async function findFreePort(start, tries = 50) {
  for (let port = start; port < start + tries; port++) {
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port in ${start}..${start + tries - 1}`);
}

function isFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}
