import { serveTasks } from "~/modules/importer/formats/worker/serve-tasks";

/** Tasks that behave like a well-behaved, a slow, a greedy and a broken conversion, for WorkerPool's tests. */
export const poolTestTasks = {
  echo: (value: string) => `${value} (thread ${process.pid})`,
  spin: (ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until);
    return ms;
  },
  hog: () => {
    const held: string[][] = [];
    for (;;) held.push(Array.from({ length: 100_000 }, (_, index) => `row ${index} of ${held.length}`));
  },
  fail: (message: string) => {
    throw new RangeError(message);
  },
  exit: () => process.exit(3),
};

serveTasks(poolTestTasks);
