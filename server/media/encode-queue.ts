/**
 * At most `running` image encodes at a time on this instance, the rest waiting their turn, and at most
 * `waiting` waiting: a burst of big uploads then gets a clear "busy" answer instead of starving the CRM's
 * requests of the machine's cores (sharp works on libuv's threads, so the event loop itself stays free).
 */
export class EncodeQueue {
  private active = 0;
  private readonly queue: Array<() => void> = [];

  constructor(
    private readonly running: number,
    private readonly waiting: number,
  ) {}

  /** Whether a new job would have to be refused now. */
  get full(): boolean {
    return this.active >= this.running && this.queue.length >= this.waiting;
  }

  /** Runs `job` when a slot is free; rejects with QueueFullError when too many wait already. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.full) throw new QueueFullError();
    if (this.active >= this.running) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.active++;
    try {
      return await job();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }
}

export class QueueFullError extends Error {}

/** The instance's one queue of uploads' encodes: one at a time, a few waiting. */
export const encodeQueue = new EncodeQueue(1, 4);
