// Builds the React SPA from index.html into dist/web, with a .br and .gz beside each text file
// (served as they are by the Fastify server in production).
// In development Vite serves the SPA on 5173 and proxies the API and public files to the server.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/precompress.ts';

const API_TARGET = 'http://127.0.0.1:3000';

/**
 * Long-lived vendor chunks, so a deploy that only changes our code keeps the libraries cached. Only
 * `vendor` (react, the router, the query cache) is in the landing's initial JS (budget:
 * scripts/initial-js.ts); zod and the form library load with the first form or schema. A group is one
 * file, so it only holds what is needed together: Radix is left to the automatic splitting, so opening
 * a wizard fetches its dialog and not the menus' positioning code.
 */
const vendorChunk = (name: string, packages: string) => ({
  name,
  test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages})[\\\\/]`),
});

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressPlugin()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // .vite/manifest.json: scripts/initial-js.ts checks the landing's initial JS against it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // One file for the three the first screen always needs: gzip does better on one than on three.
            vendorChunk('vendor', 'react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack'),
            // Our code of the first screen in one file (rolldown would split off what lazy chunks share with it).
            { name: 'app', tags: ['$initial'], test: /[\\/]src[\\/](web|shared)[\\/]|[\\/]node_modules[\\/](lucide-react|clsx)[\\/]/ },
            vendorChunk('zod', 'zod'),
            vendorChunk('forms', 'react-hook-form|@hookform'),
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
