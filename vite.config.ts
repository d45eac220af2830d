import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compileCatalogues } from './build/compile-catalogues.ts';

/**
 * The shell's own code in one file (decision 026): the app's frame but its dialogs loaded on demand, the hooks, the
 * request helpers and words but the form words, and the button and toast of the UI kit.
 */
const shellModules = new RegExp(
  String.raw`src[\\/]web[\\/](app[\\/](?!layout[\\/](legal-dialog|welcome-dialog|payment-return))|hooks[\\/]|` +
    String.raw`lib[\\/](?!i18n[\\/]form-words)|components[\\/]ui[\\/](button|use-toast))`,
);

const productionReactRouter = [
  { find: /^react-router$/, replacement: routerBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
];

function routerBuild(file: string): string {
  return fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));
}

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always a production build, whatever NODE_ENV the shell or `.env` carries: Vite and the React plugin
  // take a set NODE_ENV=development as a request for React's development runtime (jsx-dev-runtime, a main chunk
  // half again as large). Vite reads NODE_ENV after this file runs, so setting it here wins (decision 017).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    root: 'src/web',
    publicDir: 'public',
    mode: command === 'build' ? 'production' : undefined,
    plugins: [compileCatalogues(), react(), tailwindcss()],
    // React Router's package names its development build for every import (its dev warnings switched on, upstream
    // issue remix-run/react-router#14102): a build takes the production one it ships beside it.
    resolve: command === 'build' ? { alias: productionReactRouter } : undefined,
    build: isSsrBuild
      ? {
          // The server's render of the public pages (decision 026): `vite build --ssr entry-server.tsx`.
          outDir: '../../dist/server',
          emptyOutDir: true,
          target: 'node22',
          sourcemap: false,
        }
      : {
          outDir: '../../dist/web',
          emptyOutDir: true,
          target: 'es2022',
          sourcemap: false,
          // The server reads it to preload each page's own chunks from the page head (src/server/modules/web).
          manifest: true,
          // Every browser the shop serves (es2022) follows <link rel="modulepreload"> itself.
          modulePreload: { polyfill: false },
          // Fewer, larger files for the first load: a phone on a slow network pays a round trip per file, and the
          // default splitting made 36–52 files of the first load, most under 1 KB (decision 026). The framework and
          // the shell's own code (layout, session, words, request helpers, the icons it draws) are one file each; a
          // page's other icons come with the page (one file of all 71 icons cost every page 7 KB).
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // Vite's preload helper on its own: the entry (main.tsx), which asks for the app only once the
                  // first pictures are in, then imports it and the bundler's runtime, not the shell
                  { name: 'preload', test: /vite[\\/]preload-helper/, priority: 30 },
                  {
                    name: 'framework',
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|clsx)[\\/]/,
                    priority: 20,
                  },
                  {
                    name: 'shell',
                    test: shellModules,
                    priority: 10,
                  },
                ],
              },
            },
          },
        },
    // Everything the render needs is bundled in: a production install carries only the server's dependencies
    // (decision 011), and React lives with the browser's.
    ssr: { noExternal: true, target: 'node' },
    // The render bundles React: its production build only, whatever NODE_ENV the server later runs with.
    define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
    server: {
      port: 5173,
      proxy: { '/api': 'http://localhost:3000' },
    },
  };
});
