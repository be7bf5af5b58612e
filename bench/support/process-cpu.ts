import fs from "node:fs";

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system) another process has used so far, in ms, from /proc (Linux): what
 * a piece of work costs the server whatever else the machine is busy with. Undefined elsewhere.
 */
export function processCpuMs(pid: number | undefined): number | undefined {
  try {
    // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
