/**
 * Start-up in several tasks (rules 21.5, Lighthouse mobile total blocking time): the web app's start
 * (main.tsx) awaits this between its steps (store, user info read, router, first render), so the
 * browser can paint, run network callbacks and answer input between them instead of running one
 * long task. At 4x CPU (Lighthouse mobile) every task over 50 ms blocks for its excess.
 */

interface PostTaskScheduler {
  readonly yield?: () => Promise<void>;
}

/**
 * Resolves in a new task: `scheduler.yield()` where the browser has it (Chromium 129+: the
 * continuation runs before other queued tasks of the same priority), else a MessageChannel
 * message (no 4 ms timer clamping), else a zero timeout (tests, old browsers).
 */
export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { readonly scheduler?: PostTaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
};
