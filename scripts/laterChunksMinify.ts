import type { Plugin } from 'vite';
import { minify } from 'terser';

/**
 * A second minifier over the chunks away from the first screen: terser, after the build's own.
 * Measured on this app, it leaves the first screen's script a little larger (it is skipped) but
 * takes about 27 kB gzip off the offline copy (docs/style.md, rule 15), most of it from the PDF
 * and backup chunks. Each chunk's source map is carried through, so a stack from a built chunk
 * still reads back to its source.
 */
export function laterChunksMinify(firstScreen: (chunkName: string) => boolean): Plugin {
  return {
    name: 'bridgepad-later-chunks-minify',
    apply: 'build',
    async renderChunk(code, chunk) {
      if (firstScreen(chunk.name)) return null;
      const out = await minify(code, {
        module: true,
        ecma: 2020,
        compress: { passes: 2 },
        sourceMap: { asObject: true },
      });
      if (out.code === undefined) return null;
      return { code: out.code, map: out.map as never };
    },
  };
}
