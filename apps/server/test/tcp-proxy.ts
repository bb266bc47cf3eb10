import { createServer, connect as netConnect, type Server, type Socket } from 'node:net';

/**
 * How the proxy fails (the faults of rules 20.9):
 * - `refuse`: every open connection is cut and the port stops listening, so a new connection is
 *   refused at once (a database that went down or restarts);
 * - `blackhole`: the open connections stop carrying bytes without closing, and new connections are
 *   accepted but never forwarded (a silent network: a dead route, a firewall dropping packets).
 */
export type CutMode = 'refuse' | 'blackhole';

/** A TCP proxy on 127.0.0.1:`port` in front of one server, that can be cut and restored. */
export interface TcpProxy {
  readonly port: number;
  /** Connections accepted so far (also while a blackhole holds them). */
  readonly accepted: () => number;
  readonly cut: (mode: CutMode) => Promise<void>;
  /** Forwards again; connections held during a blackhole are closed (their peers see a reset). */
  readonly restore: () => Promise<void>;
  readonly close: () => Promise<void>;
}

const listen = (server: Server, port: number): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : port);
    });
  });

const stopListening = (server: Server): Promise<void> => new Promise((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

/** Starts a proxy to `target` on a free port of 127.0.0.1. */
export const startTcpProxy = async (target: { readonly host: string; readonly port: number }): Promise<TcpProxy> => {
  let mode: CutMode | 'open' = 'open';
  let accepted = 0;
  const sockets = new Set<Socket>();
  const track = (socket: Socket): Socket => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    return socket;
  };
  const server = createServer((client) => {
    accepted += 1;
    track(client);
    if (mode !== 'open') {
      client.pause();
      return;
    }
    const upstream = track(netConnect(target.port, target.host));
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const port = await listen(server, 0);
  const destroyAll = (): void => {
    for (const socket of [...sockets]) socket.destroy();
  };
  return {
    port,
    accepted: () => accepted,
    cut: async (next) => {
      mode = next;
      if (next === 'refuse') {
        destroyAll();
        await stopListening(server);
        return;
      }
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    restore: async () => {
      const was = mode;
      mode = 'open';
      if (was === 'blackhole') destroyAll();
      if (!server.listening) await listen(server, port);
    },
    close: async () => {
      destroyAll();
      await stopListening(server);
    },
  };
};
