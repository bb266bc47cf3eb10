/**
 * A fetch for tests of the live stream: every call is recorded (url, headers, signal) and answered
 * by the next queued answer, or left pending until one is queued. A stream answer is a
 * ReadableStream the test writes to chunk by chunk, closes or breaks; aborting the request's
 * signal breaks it, as a real fetch does.
 */
export interface FakeStream {
  /** Writes text to the stream as one chunk. */
  readonly send: (text: string) => void;
  /** Ends the stream cleanly (the server closed it). */
  readonly close: () => void;
  /** Breaks the stream (the connection dropped). */
  readonly drop: () => void;
}

export interface FakeCall {
  readonly url: string;
  readonly headers: Headers;
  readonly signal: AbortSignal | undefined;
}

type Answer = (signal: AbortSignal | undefined) => Promise<Response>;

const abortError = (): Error => new DOMException('The operation was aborted.', 'AbortError');

export const createFakeLiveFetch = () => {
  const calls: FakeCall[] = [];
  const answers: Answer[] = [];
  const waiting: Array<(answer: Answer) => void> = [];
  const encoder = new TextEncoder();

  const queue = (answer: Answer): void => {
    const next = waiting.shift();
    if (next) next(answer);
    else answers.push(answer);
  };

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    const signal = init?.signal ?? undefined;
    calls.push({ url, headers: new Headers(init?.headers), signal });
    const answer = answers.shift() ?? (await new Promise<Answer>((resolve) => waiting.push(resolve)));
    if (signal?.aborted) throw abortError();
    return answer(signal);
  };

  return {
    fetch: fetchFn as typeof fetch,
    calls,
    /** Queues a text/event-stream answer and gives its writer. */
    stream: (): FakeStream => {
      let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
      let open = true;
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      const end = (action: () => void): void => {
        if (!open) return;
        open = false;
        action();
      };
      queue(async (signal) => {
        signal?.addEventListener('abort', () => end(() => controller?.error(abortError())));
        return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
      });
      return {
        send: (text) => {
          if (open) controller?.enqueue(encoder.encode(text));
        },
        close: () => end(() => controller?.close()),
        drop: () => end(() => controller?.error(new TypeError('network connection lost'))),
      };
    },
    /** Queues a JSON envelope answer (HTTP 200), as the server answers a refused stream. */
    envelope: (code: number, message: string): void => queue(async () => Response.json({ code, message, entry: null })),
    /** Queues a network failure. */
    networkError: (): void =>
      queue(async () => {
        throw new TypeError('fetch failed');
      }),
  };
};
