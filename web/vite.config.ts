import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * The built page asks for no script until the visitor reaches for it: the entry's `<script src>`
 * becomes a small inline module that adds it on the first sign of intent (a pointer over the
 * page, a touch, a key, a focus). A visitor who reads downloads no script at all: the server's
 * page is complete, and its tabs, filters and cards are links. The app then takes that page over
 * as it is. A button pressed before it did (a card's 'Show more') is pressed again once it has
 * (`app/start.tsx`). A page the app draws itself (an empty `#root`: the admin area, or a page
 * the server could not render) starts the app at once. The server allows this one inline script
 * by its hash in the Content-Security-Policy (`backend/src/middleware/security_headers.rs`), and
 * leaves it out of previews.
 */
function startOnIntent(): Plugin {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const loader = (src: string) =>
    [
      `const intents=['pointerover','pointerdown','touchstart','keydown','focusin'];`,
      `const pressed=(e)=>{const b=e.target.closest?.('#root button');if(b&&!window.folioApp)window.folioPressed=b};`,
      `const start=()=>{`,
      `for(const t of intents)removeEventListener(t,start,true);`,
      `const s=document.createElement('script');s.type='module';s.src=${JSON.stringify(src)};document.head.append(s)};`,
      `if(!document.getElementById('root')?.hasChildNodes())start();`,
      `else{for(const t of intents)addEventListener(t,start,{capture:true,passive:true});`,
      `addEventListener('click',pressed,true)}`,
    ].join('');
  return {
    name: 'folio-start-on-intent',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const found = entry.exec(html);
        if (!found) throw new Error('index.html: the entry script was not found');
        if (html.includes('modulepreload')) throw new Error('index.html: a module preload is left');
        return html.replace(found[0], `<script type="module">${loader(found[1])}</script>`);
      },
    },
  };
}

// The app is served by the Rust server in production; `npm run dev` proxies the API to it.
export default defineConfig({
  plugins: [react(), startOnIntent()],
  // The manifest lets a test check which chunks the public pages load.
  build: { target: 'es2022', manifest: true },
  // `vite build --ssr src/render.tsx`: the server's render of the public pages, one ES module
  // with everything in it (React's browser renderer, which needs no Node API), for the server's
  // embedded engine. It sits in the build folder's `server/`, which the server does not serve.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: {
    alias: {
      // `renderToString` alone: the module also builds the streaming renderer, whose set-up
      // needs `TextEncoder` and `MessageChannel`, which the engine has not.
      'react-dom/server.browser': fileURLToPath(
        new URL('node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js', import.meta.url),
      ),
    },
  },
  ssr: { noExternal: true, target: 'webworker' },
  environments: {
    ssr: {
      build: {
        outDir: 'dist/server',
        emptyOutDir: false,
        manifest: false,
        minify: true,
        copyPublicDir: false,
        rollupOptions: { output: { entryFileNames: 'render.js' } },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/uploads': 'http://127.0.0.1:8080' },
  },
});
