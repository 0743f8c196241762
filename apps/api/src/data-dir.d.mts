/** DATA_DIR when it is not set. */
export declare const DEFAULT_DATA_DIR: './data';

/** Where PGlite keeps its files: DATA_DIR/pglite, a relative DATA_DIR taken from `cwd` (INIT_CWD, else the process's). */
export declare function pgliteDataDir(env: { DATA_DIR?: string }, cwd?: string): string;
