import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';

const api = process.env.API_URL ?? 'http://localhost:3000';

/** The dev server answers /login with its own entry, as the product's server does. */
const loginEntry: Plugin = {
  name: 'login-entry',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url === '/login' || request.url?.startsWith('/login?')) {
        request.url = request.url.replace('/login', '/login.html');
      }
      next();
    });
  },
};

export default defineConfig({
  plugins: [
    react(),
    loginEntry,
    // Brotli and gzip copies of every text file of the build, made once here: the server sends the
    // copy the browser accepts (@fastify/static preCompressed) instead of compressing per request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|json)$/,
      threshold: 1024,
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': api, '/auth': api, '/uploads': api, '/site': api },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      // The clients' booking pages and the login form are their own small entries (no antd, no
      // owner app code).
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        book: fileURLToPath(new URL('./book.html', import.meta.url)),
        login: fileURLToPath(new URL('./login.html', import.meta.url)),
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Typing into antd forms under jsdom is slow on a busy 2-core machine: time out on hangs only.
    testTimeout: 30_000,
  },
});
