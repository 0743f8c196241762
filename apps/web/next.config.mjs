// JavaScript, not TypeScript: Next reads a next.config.ts at every server start by transpiling it with its native
// SWC binary, which then stays mapped in next-server for good (~25 MB of startup RSS; the highest RSS under the
// bench's page load 205 against 244 MB, docs/benchmarks.md 2026-11-27). The type still checks in editors.
// @ts-check

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The client package ships TypeScript sources; Next compiles them with the app.
  transpilePackages: ['@engros/client'],
  // The browser tests build into their own folder (.next-e2e), so they never replace the build `npm start` runs.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Product images come in the API's renditions (320/640/1024/1600 px, AVIF/WebP/JPEG, served at /media/*): each
  // image passes its own loader (components/ui/product-image.tsx), so Next's optimizer is never used.
  images: { loader: 'custom', deviceSizes: [320, 640, 1024, 1600], imageSizes: [] },
  reactStrictMode: true,
  // The back office's catalog import posts the CSV file through a server action (the API takes up to 8 MB).
  // authInterrupts: `forbidden()` answers a customer in the back office with the 403 page and status 403.
  experimental: { serverActions: { bodySizeLimit: '9mb' }, authInterrupts: true },
  // Baseline browser protections for every response. The page headers that depend on the request or on runtime
  // settings (CSP with frame-ancestors, X-Frame-Options, HSTS) are set in proxy.ts (lib/security-headers.ts).
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          // Same-origin form posts keep the full Referer (the language switch returns to it); other sites get the origin.
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
    ];
  },
};

export default nextConfig;
