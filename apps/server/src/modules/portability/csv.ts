/** CSV (RFC 4180) for the export's tables; cells that a spreadsheet would run as a formula are quoted with a leading '. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return `${[header, ...rows].map((r) => r.map(cell).join(",")).join("\r\n")}\r\n`;
}

/** A nested value as "path,value" rows (statistics): every scalar leaf with its dotted path. */
export function flattenToRows(
  value: unknown,
  prefix = "",
  out: [string, unknown][] = [],
): [string, unknown][] {
  if (value === null || typeof value !== "object") {
    out.push([prefix, value]);
    return out;
  }
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [k, v] of entries) flattenToRows(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}
