import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The shell app. Plugins are not built here (they use Rollup's System.register output);
// in dev, API and plugin requests go to a running `fleetdeck serve`.
const backend = process.env.FLEETDECK_BACKEND ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 2000 },
  server: {
    proxy: {
      '/api': { target: backend, ws: true },
      '/plugins': backend,
      '/custom': backend,
    },
  },
});
