import { defineConfig } from 'vitest/config';

// Unit tests beside the code (lib/, the forms' schemas): no servers, no browser. The browser tests keep their own
// config (vitest.config.ts); `npm run test:unit -w @engros/web` runs these.
export default defineConfig({
  test: {
    include: ['lib/**/*.test.ts', 'app/actions/**/*.test.ts'],
  },
});
