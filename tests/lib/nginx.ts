/**
 * A build served by deploy/nginx/run.sh on a free port, for tests that serve a build other than
 * the one the browser suite's web server serves (a sub-path build, an unpacked archive).
 */
import {spawn} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import {projectRoot} from './paths';

export interface Served {
  /** http://127.0.0.1:PORT, without the base URL. */
  origin: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts `run.sh` (by default the project's deploy/nginx/run.sh) on `buildDir`; resolves once nginx answers. */
export async function serveWithNginx(buildDir: string, runScript = path.join(projectRoot, 'deploy/nginx/run.sh')): Promise<Served> {
  const port = await freePort();
  const child = spawn('bash', [runScript, buildDir, String(port)], {stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`run.sh exited with ${child.exitCode}:\n${output}`);
    const up = await fetch(origin).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`nginx did not answer on ${origin}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    async stop() {
      // run.sh stops nginx gracefully on SIGTERM and removes its temporary directory.
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
