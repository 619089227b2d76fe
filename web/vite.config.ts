import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The app is served by the Rust server in production; `npm run dev` proxies the API to it.
export default defineConfig({
  plugins: [react()],
  // The manifest lets a test check which chunks the public pages load.
  build: { target: 'es2022', manifest: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/uploads': 'http://127.0.0.1:8080' },
  },
});
