/** Node's options for the server process (scripts/server-launch.mjs). */
export const SERVER_NODE_ARGS: readonly string[];
/** The environment the server process starts with, beneath the caller's (scripts/server-launch.mjs). */
export const SERVER_ENV: Readonly<Record<string, string>>;
