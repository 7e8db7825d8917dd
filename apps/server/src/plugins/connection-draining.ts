import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Once the app starts closing, answers still being prepared ask the client to drop its
 * keep-alive connection. Without this, `app.close()` finishes the in-flight requests but then
 * waits for those connections to time out (72 s), far past any orchestrator's patience.
 */
export const connectionDrainingPlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', (_request, reply, _payload, done) => {
      if (closing) reply.header('connection', 'close');
      done();
    });
  },
  { name: 'hearth-connection-draining' },
);
