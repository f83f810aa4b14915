// Uncached page renders, a few at a time, taken from the waiting clients in turn: the next render is the waiting
// client's that has had the fewest since it last held none, so a client with a hundred requests waiting (a burst of
// unique 404s, a crawler gone wrong) gets its renders only between everyone else's, and a visitor's page waits for
// the renders already running, never behind the burst. A client may have only so many
// renders waiting or running, and the queue only so many in all: past either, the request is refused at once (503),
// which costs next to nothing, instead of growing the queue.

type Task = () => Promise<void>;

export interface FairQueueLimits {
  /** Renders at the same time. */
  concurrency: number;
  /** Renders one client may have waiting or running. */
  perClient: number;
  /** Renders waiting, all clients together. */
  waiting: number;
}

export class FairQueue {
  /** Waiting tasks by client, in the order clients came. */
  private readonly queues = new Map<string, Task[]>();
  /** Tasks waiting or running, by client. */
  private readonly held = new Map<string, number>();
  /** Tasks started, by client, since the client last held none. */
  private readonly served = new Map<string, number>();
  private running = 0;
  private queued = 0;

  constructor(private readonly limits: FairQueueLimits) {}

  /** Runs `task` in its turn; false (and nothing runs) when the client or the queue already holds its share. */
  run(client: string, task: Task): boolean {
    const held = this.held.get(client) ?? 0;
    if (held >= this.limits.perClient || this.queued >= this.limits.waiting) return false;
    this.held.set(client, held + 1);
    const queue = this.queues.get(client);
    if (queue) queue.push(task);
    else this.queues.set(client, [task]);
    this.queued++;
    this.next();
    return true;
  }

  /** Renders waiting now (tests, the soak). */
  get size() {
    return this.queued;
  }

  /** The waiting client that has been served least (the first come, of equals). Waiting clients are at most `waiting`. */
  private pick(): [string, Task[]] {
    let best: [string, Task[]] | undefined;
    let fewest = Infinity;
    for (const entry of this.queues) {
      const served = this.served.get(entry[0]) ?? 0;
      if (served < fewest) [best, fewest] = [entry, served];
    }
    return best!;
  }

  private next() {
    while (this.running < this.limits.concurrency && this.queued > 0) {
      const [client, queue] = this.pick();
      const task = queue.shift()!;
      if (!queue.length) this.queues.delete(client);
      this.served.set(client, (this.served.get(client) ?? 0) + 1);
      this.queued--;
      this.running++;
      void task()
        .catch(() => undefined)
        .finally(() => {
          this.running--;
          const left = this.held.get(client)! - 1;
          if (left) this.held.set(client, left);
          else {
            this.held.delete(client);
            this.served.delete(client);
          }
          this.next();
        });
    }
  }
}
