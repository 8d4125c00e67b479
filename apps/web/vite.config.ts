import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = 'http://localhost:3000';

/** Brotli and gzip copies of the built scripts and styles, which the server sends as the browser accepts. */
const precompress = (): Plugin => ({
  name: 'hrwe-precompress',
  apply: 'build',
  closeBundle() {
    const assets = fileURLToPath(new URL('./dist/assets', import.meta.url));
    for (const name of fs.readdirSync(assets).filter((f) => /\.(js|css|svg)$/.test(f))) {
      const file = path.join(assets, name);
      const data = fs.readFileSync(file);
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data));
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    }
  },
});

// The server serves the built app from apps/web/dist; in development Vite proxies the API to it.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: api, changeOrigin: false }, '/dev': { target: api, changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: api, changeOrigin: false }, '/dev': { target: api, changeOrigin: false } },
  },
});
