import { startClock } from '../src/clock/startClock';

// Test files read the clock COURTSIDE_NOW asks for, as the seed in globalSetup did (see src/clock/startClock.ts).
startClock();
