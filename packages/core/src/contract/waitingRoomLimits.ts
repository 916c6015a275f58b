// The bounds of a waiting-room place (`waitingRoomPlaceSchema` in common.ts), in a module without zod, so the browser's
// API client checks a 429's place by the same bounds without loading the contract.

/** A waiting-room ticket is 1 to this many characters. */
export const WAITING_TICKET_MAX_LENGTH = 100;
/** The longest the server asks a client in line to wait before it asks again. */
export const WAITING_RETRY_MAX_MS = 60_000;
