// The framework's hello world (Fastify, as the server uses), the denominator of bench/timetable.ts's ratio.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../packages/server/package.json', import.meta.url));
const fastify = require('fastify');
const app = fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${app.server.address().port}`);
