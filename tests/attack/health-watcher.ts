// Asks /healthz over and over (one request at a time, 10 ms apart) until its standard input
// closes, then prints every latency in ms as JSON. A process of its own, so the test's uploads
// (encoding megabytes of form data) cannot delay the requests it times. One request first,
// untimed (the process's first fetch sets up its client), then "ready".
import process from "node:process";

const origin = process.argv[2]!;
const latencies: number[] = [];
let running = true;
process.stdin.resume();
process.stdin.on("end", () => {
  running = false;
});
await fetch(`${origin}/healthz`).then((response) => response.arrayBuffer());
process.stdout.write("ready\n");
while (running) {
  const started = performance.now();
  try {
    await fetch(`${origin}/healthz`).then((response) => response.arrayBuffer());
    latencies.push(performance.now() - started);
  } catch {
    latencies.push(Number.POSITIVE_INFINITY);
  }
  await new Promise((resolve) => setTimeout(resolve, 10));
}
process.stdout.write(JSON.stringify(latencies.map((ms) => (Number.isFinite(ms) ? Math.round(ms) : -1))));
