import { defineConfig } from 'vitest/config';
import type { HtmlTagDescriptor, Plugin } from 'vite';
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

/**
 * The owner app's first screen is the layout and, most often, the home: both are lazy route
 * chunks, which the browser would ask for only once the entry has run. index.html names them (and
 * the chunks and styles they import) as preloads, so they download beside the entry instead of
 * after it. The antd chunks are not among them: the first screen has none.
 */
const firstScreenModules = ['src/app/layout/app-layout.tsx', 'src/features/home/home-page.tsx'];

/**
 * The modules only the owner's first screen needs: reached by static imports from the layout and
 * the home, and neither in the owner app's entry nor anywhere in the booking pages or the login
 * form (statically or lazily), which must never load them. Filled once the module graph is
 * complete, and read by the 'first-screen' chunk group below, so they travel as one chunk instead
 * of one per file (apart, each icon and hook made 50 requests, which a phone on HTTP/1.1 fetches
 * six at a time).
 */
const firstScreen = new Set<string>();

const collectFirstScreen: Plugin = {
  name: 'collect-first-screen',
  apply: 'build',
  buildEnd() {
    const closure = (roots: string[], withLazy: boolean) => {
      const seen = new Set<string>();
      const stack = [...roots];
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        const info = this.getModuleInfo(id);
        stack.push(...(info?.importedIds ?? []));
        if (withLazy) stack.push(...(info?.dynamicallyImportedIds ?? []));
      }
      return seen;
    };
    const ids = [...this.getModuleIds()];
    const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
    const isOwnerEntry = (id: string) => id.endsWith('/index.html');
    const taken = new Set([
      ...closure(entries.filter(isOwnerEntry), false),
      ...closure(
        entries.filter((id) => !isOwnerEntry(id)),
        true,
      ),
    ]);
    const roots = ids.filter((id) => firstScreenModules.some((module) => id.endsWith(module)));
    for (const id of closure(roots, false)) if (!taken.has(id)) firstScreen.add(id);
  },
};

const preloadFirstScreen: Plugin = {
  name: 'preload-first-screen',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, context) {
      const { bundle, chunk: entry } = context;
      if (!bundle || !entry || !context.filename.endsWith('index.html')) return [];
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((item) => [item.fileName, item]));
      const wanted = new Set<string>();
      const styles = new Set<string>();
      const visit = (fileName: string) => {
        const found = byFile.get(fileName);
        if (!found || wanted.has(fileName)) return;
        wanted.add(fileName);
        for (const css of found.viteMetadata?.importedCss ?? []) styles.add(css);
        found.imports.forEach(visit);
      };
      for (const item of chunks) {
        const holdsFirstScreen = item.moduleIds.some((id) =>
          firstScreenModules.some((module) => id.endsWith(module)),
        );
        if (holdsFirstScreen) visit(item.fileName);
      }
      // The entry's own static imports are preloaded by Vite already.
      const skip = new Set([entry.fileName, ...entry.imports]);
      const tags: HtmlTagDescriptor[] = [...wanted]
        .filter((fileName) => !skip.has(fileName))
        .map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head',
        }));
      const entryStyles = new Set(entry.viteMetadata?.importedCss ?? []);
      for (const css of [...styles].filter((file) => !entryStyles.has(file))) {
        tags.push({
          tag: 'link',
          attrs: { rel: 'preload', as: 'style', href: `/${css}` },
          injectTo: 'head',
        });
      }
      return tags;
    },
  },
};

export default defineConfig({
  plugins: [
    react(),
    loginEntry,
    collectFirstScreen,
    preloadFirstScreen,
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
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'first-screen',
              test: (id: string) => firstScreen.has(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
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
