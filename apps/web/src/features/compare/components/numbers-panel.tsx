import type { CompareNumbers, NumberChange } from "@twl/contract";

import { Card } from "../../../components/ui/card.tsx";
import { TwoLineChart } from "./two-line-chart.tsx";

function signed(n: number, unit?: string): string {
  const text = Number.isInteger(n) ? String(n) : n.toFixed(2);
  return `${n > 0 ? "+" : ""}${text}${unit && unit !== "scenes" ? ` ${unit}` : ""}`;
}

function ChangeCell({ value, unit }: { value: number; unit?: string }) {
  const tone = value > 0 ? "text-success-ink" : value < 0 ? "text-danger-ink" : "text-ink-subtle";
  return (
    <td className={`px-2 py-1.5 text-right tabular-nums ${tone}`}>
      {value === 0 ? "—" : signed(value, unit)}
    </td>
  );
}

function ChangeTable({ caption, rows }: { caption: string; rows: NumberChange[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="pb-2 text-left font-semibold text-ink">{caption}</caption>
      <thead className="text-xs text-ink-subtle">
        <tr>
          <th className="px-2 py-1 text-left font-medium">Measure</th>
          <th className="px-2 py-1 text-right font-medium">Before</th>
          <th className="px-2 py-1 text-right font-medium">After</th>
          <th className="px-2 py-1 text-right font-medium">Change</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.map((row) => (
          <tr key={row.measure} data-measure={row.measure}>
            <th scope="row" className="px-2 py-1.5 text-left font-medium text-ink">
              {row.label}
            </th>
            <td className="px-2 py-1.5 text-right tabular-nums text-ink-muted">{row.before}</td>
            <td className="px-2 py-1.5 text-right tabular-nums text-ink">{row.after}</td>
            <ChangeCell value={row.change} unit={row.unit} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Before, after and change of the measured numbers, and the curves of tempo and presence. */
export function NumbersPanel({ numbers }: { numbers: CompareNumbers }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="overflow-x-auto p-4">
        <ChangeTable caption="The numbers" rows={numbers.headline} />
      </Card>
      <Card className="space-y-4 overflow-x-auto p-4">
        <ChangeTable caption="Interior / exterior" rows={numbers.intExt} />
        <ChangeTable caption="Day / night" rows={numbers.dayNight} />
      </Card>
      <Card className="p-4">
        <h3 className="mb-2 font-semibold text-ink">Tempo across the pages</h3>
        <TwoLineChart
          label="Tempo per page, 0 slow to 1 fast, before (dashed) and after (solid)"
          before={numbers.tempo.before}
          after={numbers.tempo.after}
          max={1}
        />
      </Card>
      <Card className="space-y-3 p-4">
        <h3 className="font-semibold text-ink">Principals across the pages (words spoken)</h3>
        {numbers.presence.length === 0 && (
          <p className="text-sm text-ink-muted">Nobody speaks in the newer draft.</p>
        )}
        {numbers.presence.map((p) => (
          <div key={p.name}>
            <p className="text-xs font-semibold uppercase text-ink-muted">{p.name}</p>
            <TwoLineChart
              label={`Words ${p.name} speaks per page, before and after`}
              before={p.before}
              after={p.after}
              height={70}
            />
          </div>
        ))}
      </Card>
      <Card className="overflow-x-auto p-4 lg:col-span-2">
        <table className="w-full text-sm">
          <caption className="pb-2 text-left font-semibold text-ink">Characters</caption>
          <thead className="text-xs text-ink-subtle">
            <tr>
              <th className="px-2 py-1 text-left font-medium">Name</th>
              <th className="px-2 py-1 text-right font-medium">Speeches</th>
              <th className="px-2 py-1 text-right font-medium">Lines</th>
              <th className="px-2 py-1 text-right font-medium">Words</th>
              <th className="px-2 py-1 text-right font-medium">Words change</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {numbers.characters.map((c) => (
              <tr key={c.name}>
                <th scope="row" className="px-2 py-1.5 text-left font-medium text-ink">
                  {c.name}
                </th>
                <td className="px-2 py-1.5 text-right tabular-nums">{`${c.speeches[0]} → ${c.speeches[1]}`}</td>
                <td className="px-2 py-1.5 text-right tabular-nums">{`${c.lines[0]} → ${c.lines[1]}`}</td>
                <td className="px-2 py-1.5 text-right tabular-nums">{`${c.words[0]} → ${c.words[1]}`}</td>
                <ChangeCell value={c.words[1] - c.words[0]} />
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </div>
  );
}
