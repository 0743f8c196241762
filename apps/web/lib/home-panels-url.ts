/**
 * Where a company's kept home page asks for the person's panels (app/api/home/panels/route.ts): the page preloads it
 * and components/home/home-panels.tsx fetches it. Its own module: a constant a client module exports reaches a
 * server component only as a client reference.
 */
export const PANELS_URL = '/api/home/panels';
