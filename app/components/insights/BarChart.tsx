import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";

interface BarChartProps {
  /** What the chart shows, for screen readers; each bar's value is read out after it. */
  label: string;
  bars: readonly { label: string; value: number }[];
  width?: number;
  height?: number;
  /** Label at most this many bars along the bottom (every nth otherwise). */
  maxTicks?: number;
}

const MARGIN = { top: 8, right: 8, bottom: 28, left: 40 };
const AXIS_TEXT = { fill: "#334155", fontSize: 11 } as const;

/**
 * A bar chart drawn with visx as plain SVG scaled to its container: rendered on the server and
 * hydrated only on the admin insights page, so the chart library stays out of public bundles.
 * Used for visitors per day, readers per part and funnel stages.
 */
export function BarChart({ label, bars, width = 640, height = 200, maxTicks = 10 }: BarChartProps) {
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: bars.map((bar) => bar.label), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear({
    domain: [0, Math.max(1, ...bars.map((bar) => bar.value))],
    range: [innerHeight, 0],
    nice: true,
  });
  // Counts: whole-number ticks only.
  const yTicks = y.ticks(4).filter(Number.isInteger);
  const every = Math.ceil(bars.length / maxTicks);
  const summary = `${label}: ${bars.map((bar) => `${bar.label} ${bar.value}`).join(", ")}`;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary} className="h-auto w-full">
      <Group left={MARGIN.left} top={MARGIN.top}>
        {bars.map((bar) => (
          <Bar
            key={bar.label}
            x={x(bar.label)}
            y={y(bar.value)}
            width={x.bandwidth()}
            height={innerHeight - y(bar.value)}
            className="fill-brand-600"
          />
        ))}
        <AxisLeft
          scale={y}
          tickValues={yTicks}
          tickFormat={(value) => String(value)}
          stroke="#94a3b8"
          tickStroke="#94a3b8"
          tickLabelProps={{ ...AXIS_TEXT, textAnchor: "end", dx: -4, dy: 3 }}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={bars.filter((_, index) => index % every === 0).map((bar) => bar.label)}
          stroke="#94a3b8"
          tickStroke="#94a3b8"
          tickLabelProps={{ ...AXIS_TEXT, textAnchor: "middle" }}
        />
      </Group>
    </svg>
  );
}
