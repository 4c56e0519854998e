import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';

export interface PausedDocument {
  /** http://127.0.0.1:PORT: the site as `origin` serves it, except for the paused document. */
  origin: string;
  /** Sends the rest of the document. */
  release(): void;
  close(): Promise<void>;
}

/**
 * Serves `origin` through a proxy that sends the HTML of `path` in two parts: up to the tag that
 * holds the first `marker`, then, on `release()`, the rest. That is what a slow network, or a
 * busy phone that parses in slices, does to a page: the browser paints the part it has, so
 * whatever the rest moves on screen is a layout shift the reader sees.
 */
export async function pauseDocument(origin: string, path: string, marker: string): Promise<PausedDocument> {
  let releaseRest = () => {};
  const rest = new Promise<void>((resolve) => (releaseRest = resolve));
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url!, origin));
      const bytes = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, {'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream'});
      if (new URL(request.url!, origin).pathname !== path) return response.end(bytes);
      const body = bytes.toString('utf8');
      const at = body.indexOf(marker);
      if (at < 0) throw new Error(`${path} has no ${marker}`);
      const cut = body.lastIndexOf('<', at);
      response.write(body.slice(0, cut));
      await rest;
      response.end(body.slice(cut));
    })().catch((error: Error) => response.destroy(error));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    release: releaseRest,
    close: () => {
      releaseRest();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
