// Groups of ours (ourMessages.ts) that the shell's code reads — loading a route's chunk, the waiting room — in a module
// of their own, so a page's first load carries them without the rest of the catalogue. The basket's groups, which only
// a session's shell and the pages read, are basketMessages.ts.

/** The app's own code (spec §8 'Loading chunk ... failed': the spec elides the chunk's name, we give the route). */
export const appMessages = {
  chunkFailed: (chunk: string) => `Loading chunk ${chunk} failed`,
} as const;

/** The waiting room in front of adds and payments when a sale opens (the 429 and the notice). */
export const waitingRoomMessages = {
  queued: "It's busy right now, so you're in a queue. Keep this page open: we'll carry on as soon as it's your turn.",
} as const;
