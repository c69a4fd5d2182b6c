import type { FastifyInstance } from 'fastify';

/**
 * While the server stops, each answer it still sends says `Connection: close`, so the client's
 * kept-alive connection ends with the request it carried. Otherwise a client that just had an
 * answer (a browser, a proxy's pool) keeps its idle connection open for seconds and the server
 * waits for it before it can exit; connections already idle are closed by fastify's close.
 */
export function closeConnectionsWhenStopping(app: FastifyInstance): void {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
}
