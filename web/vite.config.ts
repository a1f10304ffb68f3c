import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Pages are split per route by their dynamic imports in src/app/routes.ts. The only manual group keeps React and
 * the router in their own chunk, which every page needs and which changes less often than the app code. Do not
 * add a catch-all vendor group: it would move libraries that only lazy pages use into the initial download.
 */
export default defineConfig({
  plugins: [react()],
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
});
