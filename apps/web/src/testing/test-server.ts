import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * The msw/node server of a test file, with no handlers yet: it listens from the file's first test
 * (a request no handler answers fails the test), drops the handlers a test added after each test,
 * and closes after the last. Call it once at the top of the file; each test then adds what the
 * network answers with `server.use(...scenario())` (overrides first).
 */
export const createTestServer = (): SetupServer => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
};
