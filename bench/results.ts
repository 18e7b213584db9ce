// bench/RESULTS.md holds one current table per benchmark, each between its markers; a new run
// replaces its own section and leaves the others as they are.
import fs from 'node:fs';
import path from 'node:path';

const file = path.resolve(import.meta.dirname, 'RESULTS.md');

export function writeResults(benchmark: string, body: string): void {
  const begin = `<!-- ${benchmark}:begin -->`;
  const end = `<!-- ${benchmark}:end -->`;
  const today = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const section = `${begin}\nMeasured ${today} UTC. ${body}\n${end}`;
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmark results\n';
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  const next =
    from >= 0 && to > from
      ? text.slice(0, from) + section + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, next);
}
