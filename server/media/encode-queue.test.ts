import { describe, expect, it } from "vitest";
import { EncodeQueue, QueueFullError } from "./encode-queue";

/** A job that runs until released, recording how many ran at once. */
function jobs() {
  let running = 0;
  let most = 0;
  const releases: Array<() => void> = [];
  const job = () =>
    new Promise<void>((resolve) => {
      running++;
      most = Math.max(most, running);
      releases.push(() => {
        running--;
        resolve();
      });
    });
  return { job, releases, most: () => most, running: () => running };
}

describe("the encode queue", () => {
  it("runs one encode at a time, the others in turn, and refuses more than the waiting room holds", async () => {
    const queue = new EncodeQueue(1, 2);
    const { job, releases, most, running } = jobs();
    const done = [queue.run(job), queue.run(job), queue.run(job)];
    await expect(queue.run(job)).rejects.toBeInstanceOf(QueueFullError);
    for (let i = 0; i < 3; i++) {
      await expect.poll(() => releases.length).toBe(i + 1);
      expect(running()).toBe(1);
      releases[i]?.();
    }
    await Promise.all(done);
    expect(most()).toBe(1);
    expect(queue.full).toBe(false);
  });

  it("frees its slot when an encode fails", async () => {
    const queue = new EncodeQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    await expect(queue.run(() => Promise.resolve(7))).resolves.toBe(7);
  });
});
