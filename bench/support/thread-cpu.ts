import fs from "node:fs";

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds used so far by this process's threads that run at the nice value `nice`, from
 * /proc (Linux; undefined elsewhere): the conversion workers lower their own priority, which is
 * how their share of the process's CPU is told apart from the main thread's and V8's helpers'.
 * A thread that has ended no longer counts.
 */
export function threadsCpuSecondsAtNice(nice: number): number | undefined {
  try {
    let seconds = 0;
    for (const task of fs.readdirSync("/proc/self/task")) {
      const fields = statFields(`/proc/self/task/${task}/stat`);
      if (Number(fields[16]) === nice) seconds += cpuSeconds(fields);
    }
    return seconds;
  } catch {
    return undefined;
  }
}

/** CPU seconds the calling thread has used so far (Linux; undefined elsewhere). */
export function ownThreadCpuSeconds(): number | undefined {
  try {
    return cpuSeconds(statFields("/proc/thread-self/stat"));
  } catch {
    return undefined;
  }
}

/** A stat file's fields after the command's closing parenthesis: utime and stime are the 12th and 13th, nice the 17th. */
function statFields(file: string): string[] {
  const stat = fs.readFileSync(file, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

function cpuSeconds(fields: readonly string[]): number {
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
