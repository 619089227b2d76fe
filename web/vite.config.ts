import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The built page asks for no script before it is painted: the entry's `<script src>` becomes a
 * small inline module that adds it once the page has loaded (its images included, so the app's
 * code never competes with them for the network) and the browser has reported its first
 * contentful paint (the moment Lighthouse counts; a frame callback alone can run before the
 * frame is on screen), then a frame and a task later. A page the app draws itself (an empty
 * `#root`: the admin area) and a page opened in a background tab have nothing to wait for and
 * start once loaded or at once; should no paint be reported, the app starts 3 s after load.
 * The server allows this one inline script by its hash in the Content-Security-Policy
 * (`backend/src/middleware.rs`), and leaves it out of previews.
 */
function startAfterPaint(): Plugin {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const loader = (src: string) =>
    [
      `let started=false;`,
      `const start=()=>{if(started)return;started=true;const s=document.createElement('script');s.type='module';s.src=${JSON.stringify(src)};document.head.append(s)};`,
      `const later=()=>requestAnimationFrame(()=>setTimeout(start,0));`,
      `const loaded=()=>{`,
      `if(!document.getElementById('root')?.hasChildNodes())return start();`,
      `setTimeout(start,3000);`,
      `try{new PerformanceObserver((list,seen)=>{if(list.getEntriesByName('first-contentful-paint').length){seen.disconnect();later()}}).observe({type:'paint',buffered:true})}catch{later()}};`,
      `if(document.visibilityState==='hidden')start();`,
      `else if(document.readyState==='complete')loaded();`,
      `else addEventListener('load',loaded,{once:true});`,
    ].join('');
  return {
    name: 'folio-start-after-paint',
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
  plugins: [react(), startAfterPaint()],
  // The manifest lets a test check which chunks the public pages load.
  build: { target: 'es2022', manifest: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/uploads': 'http://127.0.0.1:8080' },
  },
});
