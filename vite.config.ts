import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@scenes': fileURLToPath(new URL('./scenes', import.meta.url)),
  '@assets': fileURLToPath(new URL('./assets', import.meta.url)),
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json lets tests/bench/bundle-report.ts follow each route's chunk graph.
    manifest: true,
    // pdf.js is one ~500 kB chunk, loaded only by the study screen; every route's budget is checked separately.
    chunkSizeWarningLimit: 600,
  },
  preview: { port: 4173, strictPort: true },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
  },
});
