import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import griffel from '@griffel/vite-plugin';

/**
 * pdf.js decodes JBIG2 and JPEG 2000 images (common in scanned PDFs) with WebAssembly, which the CSP forbids (no
 * 'wasm-unsafe-eval', decision 013). With useWasm off it imports its plain-JavaScript decoders from `wasmUrl`
 * instead: serve them as same-origin files under a versioned path, which script-src 'self' allows and /assets/*
 * caches for good. pdf-library.ts builds the same path from the loaded pdf.js's version.
 */
function pdfjsDecoders(): Plugin {
  const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const version = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
  const base = `assets/pdfjs-${version}/`;
  const files = ['jbig2_nowasm_fallback.js', 'openjpeg_nowasm_fallback.js'];
  return {
    name: 'pdfjs-decoders',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = req.url?.startsWith(`/${base}`) ? req.url.slice(base.length + 1) : undefined;
        if (!file || !files.includes(file)) return next();
        res.setHeader('Content-Type', 'text/javascript');
        createReadStream(path.join(root, 'wasm', file)).pipe(res);
      });
    },
    generateBundle() {
      for (const file of files) this.emitFile({ type: 'asset', fileName: `${base}${file}`, source: readFileSync(path.join(root, 'wasm', file)) });
    },
  };
}

/**
 * Pages are split per route by their dynamic imports in src/app/routes.ts. The only manual group keeps React and
 * the router in their own chunk, which every page needs and which changes less often than the app code. Do not
 * add a catch-all vendor group: it would move libraries that only lazy pages use into the initial download.
 *
 * Griffel's ahead-of-time step (builds only) turns our makeStyles calls into precomputed classes, as Fluent's own
 * components ship, so that the browser never downloads Griffel's style compiler (decision 006). It evaluates the
 * style modules at build time, hence the TypeScript and JSX presets. Tests and the dev server use the runtime path.
 */
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    pdfjsDecoders(),
    command === 'build' &&
      griffel({
        include: [/[\\/]web[\\/]src[\\/].*\.tsx?$/],
        babelOptions: { presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]] },
      }),
  ],
  server: {
    proxy: { '/api': { target: 'http://localhost:4280', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ }],
        },
      },
    },
  },
}));
