/** Waits `ms` (the spec §9 delays before login and cart actions run); core's mutation factories are given it. */
export const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));
