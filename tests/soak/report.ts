// The soak's results: one row per check (pass/fail with what was measured), plain-text tables.

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export interface PhaseResult {
  phase: string;
  checks: Check[];
  /** Extra tables printed under the phase (counts per class, failures…). */
  notes: string[];
  /** The server's output, printed when a check failed. */
  serverOutput: string[];
}

export function newPhase(phase: string): PhaseResult {
  return { phase, checks: [], notes: [], serverOutput: [] };
}

export function check(result: PhaseResult, name: string, ok: boolean, detail: string): void {
  result.checks.push({ name, ok, detail });
}

/** A fixed-width table; long cells are cut at `maxCell`. */
export function table(headers: string[], rows: (string | number)[][], maxCell = 110): string {
  const cells = [headers, ...rows.map((row) => row.map((cell) => String(cell)))].map((row) =>
    row.map((cell) => (cell.length > maxCell ? `${cell.slice(0, maxCell - 1)}…` : cell)),
  );
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(cells[0]!), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)].join('\n');
}

export const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
