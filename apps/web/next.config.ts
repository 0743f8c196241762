import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The client package ships TypeScript sources; Next compiles them with the app.
  transpilePackages: ['@engros/client'],
  // The browser tests build into their own folder (.next-e2e), so they never replace the build `npm start` runs.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // Baseline browser protections for every page. No CSP yet: Next's inline scripts need per-request nonces.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Frame-Options', value: 'DENY' }, // sign-in and checkout must not be framed (clickjacking)
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
