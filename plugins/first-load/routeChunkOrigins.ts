/**
 * Lets every built page list its own route's scripts, not only the two entry scripts.
 *
 * The framework renders each page with react-loadable's Capture, which reports the modules the
 * page's route loads by their import request ("@theme/DocItem", "@site/docs/…mdx"), and looks
 * them up in the client manifest to find their files. With webpack 5 (and Rspack) the manifest
 * plugin keys its `origins` by chunk name ("17896441") instead, so the lookup finds nothing, each
 * page names only runtime and main, and the browser learns of the route's dozen chunks only once
 * main has run: one more round trip, and main's first task then creates a script element per
 * chunk. This bundler plugin adds, after the manifest is written, an entry per import request
 * listing the chunks of that import's chunk group, so the page template lists them with main.
 * (The manifest's own entry for a chunk name lists every chunk that shares a group with it: the
 * docs layout's lists the chunks of every doc page.)
 */
import fs from 'node:fs';

/** The part of a webpack or Rspack compiler and compilation this plugin uses. */
type Compiler = {
  hooks: {afterEmit: {tap: (name: string, callback: (compilation: Compilation) => void) => void}};
};
type Compilation = {
  getStats: () => {
    toJson: (options: object) => {
      chunks?: {names?: string[]; origins?: {request?: string}[]}[];
      namedChunkGroups?: Record<string, {chunks?: (string | number)[]}>;
    };
  };
};
type ClientManifest = {origins: Record<string, string[]>};

export class RouteChunkOrigins {
  constructor(private readonly manifestPath: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('RouteChunkOrigins', (compilation) => {
      const manifest = JSON.parse(fs.readFileSync(this.manifestPath, 'utf8')) as ClientManifest;
      const {chunks = [], namedChunkGroups = {}} = compilation
        .getStats()
        .toJson({all: false, chunks: true, chunkOrigins: true, chunkGroups: true});
      for (const chunk of chunks) {
        for (const name of chunk.names ?? []) {
          const groupChunks = namedChunkGroups[name]?.chunks;
          if (!groupChunks) continue;
          for (const {request} of chunk.origins ?? []) {
            if (request && !manifest.origins[request]) manifest.origins[request] = groupChunks.map(String);
          }
        }
      }
      fs.writeFileSync(this.manifestPath, JSON.stringify(manifest));
    });
  }
}
