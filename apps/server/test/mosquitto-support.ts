import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where Debian's mosquitto package puts the dynamic security plugin (mosquitto 2.0). */
const DYNSEC_PLUGINS = [
  '/usr/lib/x86_64-linux-gnu/mosquitto_dynamic_security.so',
  '/usr/lib/aarch64-linux-gnu/mosquitto_dynamic_security.so',
  '/usr/lib/mosquitto_dynamic_security.so',
];

/**
 * Fails with a clear message when the `mosquitto` or `mosquitto_ctrl` binary or the dynamic
 * security plugin is missing: the MQTT tests start their own broker and never skip.
 */
export const requireMosquitto = (): { readonly broker: string; readonly plugin: string } => {
  // MOSQUITTO_PATH as in tools/test-all.mjs; Debian puts the broker in /usr/sbin, often not on a user's PATH.
  const broker = process.env['MOSQUITTO_PATH'] ?? (existsSync('/usr/sbin/mosquitto') ? '/usr/sbin/mosquitto' : 'mosquitto');
  for (const binary of [broker, 'mosquitto_ctrl']) {
    const probe = spawnSync(binary, ['--help'], { stdio: 'ignore' });
    if (probe.error !== undefined)
      throw new Error(
        `The MQTT tests start their own broker: the \`${binary}\` binary is missing (Debian: apt-get install mosquitto; npm run test:all installs it).`,
      );
  }
  const plugin = DYNSEC_PLUGINS.find((p) => existsSync(p));
  if (plugin === undefined) throw new Error(`The MQTT tests need Mosquitto's dynamic security plugin, looked for ${DYNSEC_PLUGINS.join(', ')}.`);
  return { broker, plugin };
};

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

const listening = async (port: number, withinMs: number): Promise<void> => {
  const until = Date.now() + withinMs;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) return;
    if (Date.now() > until) throw new Error(`mosquitto did not listen on ${port} within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** A mosquitto of a test's own: its URL, the dynamic security admin, and stop / start (same port, same clients). */
export interface TestBroker {
  readonly url: string;
  readonly admin: { readonly username: string; readonly password: string };
  readonly stop: () => Promise<void>;
  readonly start: () => Promise<void>;
  /** Stops it and removes its folder. */
  readonly dispose: () => Promise<void>;
}

/**
 * Starts a mosquitto of the test's own on a free port of 127.0.0.1 with the dynamic security plugin
 * and `allow_anonymous false` (only its admin and the clients it provisions connect), persistence
 * off. The plugin keeps its clients in a file of the broker's folder, so `stop` then `start` is a
 * broker restart that keeps the device clients and loses the sessions.
 */
export const startTestBroker = async (): Promise<TestBroker> => {
  const { broker, plugin } = requireMosquitto();
  const dir = mkdtempSync(join(tmpdir(), 'yf-mosquitto-'));
  const port = await freePort();
  const admin = { username: 'yardfleet-admin', password: 'admin-password-for-tests' };
  const init = spawnSync('mosquitto_ctrl', ['dynsec', 'init', join(dir, 'dynsec.json'), admin.username, admin.password], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`mosquitto_ctrl dynsec init failed: ${init.stderr}`);
  const lines = [
    `listener ${port} 127.0.0.1`,
    'allow_anonymous false',
    'persistence false',
    `plugin ${plugin}`,
    `plugin_opt_config_file ${join(dir, 'dynsec.json')}`,
  ];
  if (process.getuid?.() === 0) lines.push('user root'); // As root it would switch to the user mosquitto, who cannot read the folder.
  writeFileSync(join(dir, 'mosquitto.conf'), `${lines.join('\n')}\n`);
  let child: ChildProcess | undefined;
  const start = async (): Promise<void> => {
    const started = spawn(broker, ['-c', join(dir, 'mosquitto.conf')], { stdio: 'ignore' });
    child = started;
    await listening(port, 5_000);
  };
  const stop = async (): Promise<void> => {
    const running = child;
    child = undefined;
    if (running === undefined || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };
  await start();
  return {
    url: `mqtt://127.0.0.1:${port}`,
    admin,
    stop,
    start,
    dispose: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
