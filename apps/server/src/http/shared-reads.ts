/**
 * Identical reads in flight, answered once (request coalescing; decision 0019, rules 21.15).
 *
 * Every open screen of a company asks for the same first page of the equipment list at the same
 * moment: when the list opens after a login, and again each time the live stream announces a
 * change (every client refetches what it shows). A read that arrives while the very same read of
 * the same company is being computed joins it instead of computing it again: one database query
 * and one row decoding for all of them. Nothing is kept once the read is answered (no cache, no
 * time to live): a joined answer is at most as old as the read in flight it joined, as if the call
 * had come those few milliseconds earlier.
 *
 * A caller's own writes are never hidden: every call that may write (`wrote`, called by the
 * registrar when any authenticated route that is not marked `readOnly` has answered, after its
 * transaction) starts a new generation of the company, and a read joins only a read of the current
 * generation, so a read in flight from before the write is not shared with a call made after it.
 * Telemetry (the device ingest) does not start a generation: its writes land whenever the devices
 * send them, and no caller waits to see one.
 *
 * Within one process only: with WORKERS above 1 another process's write would not start a
 * generation here, so `sharedReads(false)` answers every call by itself.
 */
export interface SharedReads {
  /**
   * The answer of `read`, or of the identical read (`key`, which must name everything the answer
   * depends on besides the company) of `companyId` already in flight in the current generation.
   * A rejected read rejects every call that joined it.
   */
  readonly share: <T>(companyId: string, key: string, read: () => Promise<T>) => Promise<T>;
  /** Starts a new generation of `companyId`: reads in flight are not shared with later calls. */
  readonly wrote: (companyId: string) => void;
  /** Reads in flight now (for tests and diagnostics). */
  readonly inFlight: () => number;
}

/** One read in flight: its company's generation when it started, and its answer. */
interface InFlight {
  readonly generation: number;
  readonly answer: Promise<unknown>;
}

/**
 * The shared reads of one server process (see SharedReads). `enabled` false (WORKERS above 1)
 * runs every read by itself.
 */
export const sharedReads = (enabled: boolean): SharedReads => {
  const reads = new Map<string, InFlight>();
  const generations = new Map<string, number>();
  const generationOf = (companyId: string): number => generations.get(companyId) ?? 0;
  return {
    share: <T>(companyId: string, key: string, read: () => Promise<T>): Promise<T> => {
      if (!enabled) return read();
      const id = `${companyId}\n${key}`;
      const generation = generationOf(companyId);
      const running = reads.get(id);
      if (running !== undefined && running.generation === generation) return running.answer as Promise<T>;
      const answer = read();
      const entry: InFlight = { generation, answer };
      reads.set(id, entry);
      const settled = (): void => {
        if (reads.get(id) === entry) reads.delete(id);
      };
      answer.then(settled, settled);
      return answer;
    },
    wrote: (companyId) => {
      if (enabled) generations.set(companyId, generationOf(companyId) + 1);
    },
    inFlight: () => reads.size,
  };
};
