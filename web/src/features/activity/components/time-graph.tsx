import { useId, useState } from "react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from "recharts";
import { Button } from "../../../components/ui/index.js";
import {
  CELL_MINUTES,
  drawnMinutes,
  durationText,
  graphCells,
  pageCount,
  type WeekTime,
  weeksOnPage,
} from "../lib/time-graph.js";

// "19/10" under the bars (six fit a phone); "19 October" in the table screen readers read.
const axisLabel = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "numeric", timeZone: "UTC" });
const fullLabel = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone: "UTC" });
const labelOf = (monday: string) => axisLabel.format(new Date(`${monday}T00:00:00Z`));
const fullLabelOf = (monday: string) => fullLabel.format(new Date(`${monday}T00:00:00Z`));

/**
 * Time spent per week (spec §2 Stats screen): 10-minute cells, 6 to 12 of them, six weeks per view with
 * earlier weeks a page back. The chart is drawn for the eye; the same numbers are a table for screen
 * readers.
 */
export function TimeGraph({ weeks }: { weeks: readonly WeekTime[] }) {
  const [page, setPage] = useState(0);
  const captionId = useId();
  const shown = weeksOnPage(weeks, page);
  const cells = graphCells(shown);
  const data = shown.map((week) => ({
    week: labelOf(week.monday),
    minutes: drawnMinutes(week.seconds, cells),
  }));
  const ticks = Array.from({ length: cells + 1 }, (_, i) => i * CELL_MINUTES);
  return (
    <figure className="time-graph" aria-labelledby={captionId}>
      <figcaption id={captionId} className="time-graph__caption">
        Time spent each week
      </figcaption>
      <div className="time-graph__chart" aria-hidden="true">
        <ResponsiveContainer width="100%" height={220}>
          <BarChart
            data={data}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            // The table below is what screen readers and keyboards use: the picture takes no focus.
            accessibilityLayer={false}
          >
            <CartesianGrid vertical={false} stroke="var(--color-line)" />
            <XAxis dataKey="week" tickLine={false} axisLine={false} fontSize={12} interval={0} />
            <YAxis
              domain={[0, cells * CELL_MINUTES]}
              ticks={ticks}
              tickFormatter={(minutes: number) => (minutes % 30 === 0 ? `${minutes}m` : "")}
              tickLine={false}
              axisLine={false}
              fontSize={12}
              width={44}
            />
            <Bar dataKey="minutes" fill="var(--color-primary)" radius={[6, 6, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="visually-hidden">
        <caption>Time spent each week</caption>
        <thead>
          <tr>
            <th scope="col">Week starting</th>
            <th scope="col">Time</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((week) => (
            <tr key={week.monday}>
              <th scope="row">{fullLabelOf(week.monday)}</th>
              <td>{durationText(week.seconds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="time-graph__pager">
        <Button variant="ghost" size="sm" disabled={page + 1 >= pageCount(weeks)} onClick={() => setPage(page + 1)}>
          Earlier weeks
        </Button>
        <Button variant="ghost" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
          Later weeks
        </Button>
      </div>
    </figure>
  );
}
