import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

// The server serves the built app from apps/web/dist; in development Vite proxies the API to it.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
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
