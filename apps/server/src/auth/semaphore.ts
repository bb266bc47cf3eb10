/** Thrown by `Semaphore.run` when the wait queue is full: the caller should answer "try again later". */
export class SemaphoreFullError extends Error {
  override readonly name = 'SemaphoreFullError';
}

/**
 * Bounds how many tasks run at once (`limit`) and how many may wait (`maxQueue`), in FIFO order.
 * Used around argon2 so a burst of logins cannot exhaust memory (rules 19.11): each argon2id hash
 * holds 19 MiB while it runs.
 */
export class Semaphore {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly limit: number,
    private readonly maxQueue: number,
  ) {}

  /**
   * Runs `task` when a slot is free and returns its result.
   * @throws SemaphoreFullError when `maxQueue` tasks are already waiting.
   */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.maxQueue) throw new SemaphoreFullError('too many tasks waiting');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // Hand the slot straight to the next waiter, or free it.
      if (next) next();
      else this.running -= 1;
    }
  }
}
