#!/usr/bin/env node
/**
 * Serves the built site (build/) the way a production static host would: clean URLs, gzip,
 * long-lived caching for hashed assets, and the not-found page with HTTP status 404.
 *
 *   node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => {
    if (arg.startsWith('--')) pairs.push([arg.slice(2), all[i + 1]]);
    return pairs;
  }, []),
);
const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  args.dir ?? process.env.SITE_DIR ?? 'build',
);
const port = Number(args.port ?? process.env.PORT ?? 3000);
const host = args.host ?? process.env.HOST ?? '127.0.0.1';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const compressible = /^(text\/|application\/(json|xml)|image\/svg)/;

function isFile(file) {
  return fs.statSync(file, {throwIfNoEntry: false})?.isFile() ?? false;
}

/** The file that answers a URL path, trying the clean-URL forms Docusaurus emits. */
function resolve(urlPath) {
  const clean = path.posix.normalize(decodeURIComponent(urlPath));
  if (clean.includes('\0')) return null;
  const base = path.join(root, clean);
  if (!base.startsWith(root)) return null;
  const candidates = [base, path.join(base, 'index.html'), `${base}.html`];
  if (clean.endsWith('.html')) candidates.push(path.join(base.slice(0, -'.html'.length), 'index.html'));
  return candidates.find(isFile) ?? null;
}

function send(req, res, status, file) {
  const type = types[path.extname(file)] ?? 'application/octet-stream';
  const headers = {
    'Content-Type': type,
    'Cache-Control': file.includes(`${path.sep}assets${path.sep}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    Vary: 'Accept-Encoding',
  };
  const body = fs.readFileSync(file);
  if (compressible.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    res.writeHead(status, {...headers, 'Content-Encoding': 'gzip'});
    res.end(req.method === 'HEAD' ? undefined : zlib.gzipSync(body));
    return;
  }
  res.writeHead(status, {...headers, 'Content-Length': body.length});
  res.end(req.method === 'HEAD' ? undefined : body);
}

const server = http.createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, {Allow: 'GET, HEAD'}).end();
    return;
  }
  const {pathname} = new URL(req.url ?? '/', 'http://localhost');
  let file = null;
  try {
    file = resolve(pathname);
  } catch {
    // A malformed escape sequence in the path: answer with the not-found page.
  }
  if (file) send(req, res, 200, file);
  else send(req, res, 404, path.join(root, '404.html'));
});

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No built site in ${root}. Run "npm run build" first.`);
  process.exit(1);
}
server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}/`);
});
