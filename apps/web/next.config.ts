import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The client package ships TypeScript sources; Next compiles them with the app.
  transpilePackages: ['@engros/client'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
