import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { showNumber } from '../../../shared/i18n';

/**
 * The dashboards' charts (Recharts: React components over SVG, docs/ARCHITECTURE.md says why). This
 * module is imported only by the dashboard screens, which are lazy chunks: the handheld's screens never
 * load it. A chart is a picture of the table beside it (the table is what screen readers read).
 */
export interface Series {
  key: string;
  label: string;
  color: string;
}

const axis = { fill: '#bdbdbd', fontSize: 12 };

let measure: CanvasRenderingContext2D | null | undefined;

/** A text's width at the axis' font size in the page's font (characters * 7 px where no canvas measures: tests). */
function textWidth(text: string): number {
  if (measure === undefined) {
    measure = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    if (measure) measure.font = `${axis.fontSize}px ${getComputedStyle(document.body).fontFamily || 'sans-serif'}`;
  }
  return measure ? measure.measureText(text).width : text.length * 7;
}

/**
 * The width of a category axis: its labels wrap at spaces, so the longest word must fit (a German compound such as
 * Kommissionieraufträge was cut at 96 px); at least 96 px, at most 170 px so the bars keep room at 360 px.
 */
export function categoryAxisWidth(labels: readonly string[]): number {
  const words = labels.flatMap((l) => l.split(/\s+/));
  const widest = Math.max(0, ...words.map(textWidth));
  return Math.min(170, Math.max(96, Math.ceil(widest) + 12));
}

export function BarsChart({
  rows,
  x,
  series,
  stacked,
  horizontal,
  height = 240,
  onBar,
  barsAlwaysShown,
}: {
  rows: readonly Record<string, unknown>[];
  x: string;
  series: readonly Series[];
  stacked?: boolean;
  horizontal?: boolean;
  height?: number;
  /** a bar clicked: its row's index and its series */
  onBar?: ((index: number, series: string) => void) | undefined;
  /** every row is something to open, even at a value of 0 (dock-to-stock hours rounded down) */
  barsAlwaysShown?: boolean | undefined;
}) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart
        accessibilityLayer={false}
        data={[...rows]}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
      >
        <CartesianGrid stroke="#333" strokeDasharray="3 3" />
        {horizontal ? (
          <>
            <XAxis type="number" tick={axis} tickFormatter={(v: number) => showNumber(v)} />
            <YAxis type="category" dataKey={x} tick={axis} width={categoryAxisWidth(rows.map((r) => String(r[x] ?? '')))} interval={0} />
          </>
        ) : (
          <>
            <XAxis dataKey={x} tick={axis} minTickGap={12} />
            <YAxis tick={axis} tickFormatter={(v: number) => showNumber(v)} width={48} />
          </>
        )}
        <Tooltip
          contentStyle={{ background: '#1c1c1c', border: '1px solid #666', color: '#e8e8e8' }}
          formatter={(v) => (typeof v === 'number' ? showNumber(v) : String(v))}
        />
        {/* our own legend: the library's names each swatch "<series> legend icon" in English */}
        <Legend
          wrapperStyle={{ color: '#e8e8e8', fontSize: 12 }}
          content={() => (
            <ul className="kp-legend">
              {series.map((s) => (
                <li key={s.key}>
                  <span className="kp-legend-swatch" style={{ background: s.color }} aria-hidden="true" />
                  {s.label}
                </li>
              ))}
            </ul>
          )}
        />
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            fill={s.color}
            stackId={stacked ? 'all' : undefined}
            isAnimationActive={false}
            cursor={onBar ? 'pointer' : undefined}
            // a bar that opens a list stays visible (and clickable) however small its value; a zero stays empty
            minPointSize={onBar ? (value) => (value || barsAlwaysShown ? 4 : 0) : undefined}
            onClick={onBar ? (_data: unknown, index: number) => onBar(index, s.key) : undefined}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
