/** A running stand-in: its name, the URLs worth printing, and how to stop it. */
export type StandIn = {
  name: string;
  urls: Record<string, string>;
  stop: () => Promise<void>;
};
