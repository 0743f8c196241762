/** The addresses `npm start` runs the shop at and the settings it gives the API (scripts/start-env.mjs). */
export declare function startEnvironment(env?: Record<string, string | undefined>): {
  apiPort: number;
  webPort: number;
  apiUrl: string;
  shopUrl: string;
  localShopUrl: string;
  apiEnv: { API_PORT: string; WEB_PORT: string; WEB_ORIGIN: string };
};

/** Node's heap flags for the API as `npm start` runs it (scripts/start-env.mjs). */
export declare const API_NODE_FLAGS: readonly string[];
/** Node's heap flags for the web server as `npm start` runs it (scripts/start-env.mjs). */
export declare const WEB_NODE_FLAGS: readonly string[];
