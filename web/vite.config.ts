import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import griffel from '@griffel/vite-plugin';

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
