// The module boundary check (boundaries/check.mjs, run by npm run lint) holds on this code, and
// fails, naming the import, when a module reads another's table or two modules import each other.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const server = path.resolve(import.meta.dirname, '../..');
const check = path.join(server, 'boundaries/check.mjs');

async function outcome(): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run(process.execPath, [check]);
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** Runs the check with these files added to the source tree, and removes them again. */
async function withFiles(files: Record<string, string>): Promise<{ code: number; output: string }> {
  const written = Object.entries(files).map(([file, text]) => ({
    file: path.join(server, 'src/modules', file),
    text,
  }));
  try {
    for (const { file, text } of written) fs.writeFileSync(file, text);
    return await outcome();
  } finally {
    for (const { file } of written) fs.rmSync(file, { force: true });
  }
}

describe('the module boundary check', { timeout: 120_000 }, () => {
  it('holds on the code as it is', async () => {
    const { code, output } = await outcome();
    expect(output).toContain('Module boundaries hold');
    expect(code).toBe(0);
  });

  it("fails on a module reading another module's table, and on two modules importing each other", async () => {
    const { code, output } = await withFiles({
      'coupons/zz-probe-table.ts': "export { services } from '../services/schema.ts';\n",
      'support/zz-probe-a.ts':
        "import { probeB } from '../coupons/zz-probe-b.ts';\nexport const probeA = () => probeB;\n",
      'coupons/zz-probe-b.ts':
        "import { probeA } from '../support/zz-probe-a.ts';\nexport const probeB = () => probeA;\n",
    });
    expect(code).toBe(1);
    expect(output).toContain(
      'no-foreign-tables: src/modules/coupons/zz-probe-table.ts -> src/modules/services/schema.ts',
    );
    expect(output).toContain('no-module-cycle: coupons <-> support');
  });
});
