// Builds the React SPA from index.html into dist/web (served by the Fastify server in production).
// In development Vite serves the SPA on 5173 and proxies the API and public files to the server.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://127.0.0.1:3000';

/** Long-lived vendor chunks, so a deploy that only changes our code keeps the libraries cached. */
const vendorChunk = (name: string, packages: string) => ({
  name,
  test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages})[\\\\/]`),
});

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            vendorChunk('react', 'react|react-dom|scheduler'),
            vendorChunk('router', 'react-router|cookie|set-cookie-parser'),
            vendorChunk('forms', 'zod|react-hook-form|@hookform'),
            vendorChunk('query', '@tanstack'),
            vendorChunk('ui', '@radix-ui|@floating-ui|sonner|lucide-react|react-remove-scroll[^/\\\\]*|aria-hidden|use-callback-ref|use-sidecar|get-nonce|tslib|clsx'),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET },
      '/storage': { target: API_TARGET },
    },
  },
});
