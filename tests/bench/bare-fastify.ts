// The reference for api-buildings.ts: a bare Fastify route answering a fixed JSON body, in its own
// process like the real server, so both are measured on equal terms.
import Fastify from 'fastify';

const body: unknown = JSON.parse(process.env.BARE_BODY ?? '[]');
const app = Fastify({ logger: false });
app.get('/bare', async () => body);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address });
