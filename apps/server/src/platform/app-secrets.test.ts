// Values generated once and shared through the database: the first stored wins, for everyone.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../test/harness.ts';
import { resolveAppSecret } from './app-secrets.ts';

describe('resolveAppSecret', () => {
  it('gives instances that start at once the one value stored first', async () => {
    const { db } = await testDatabase();
    const name = `test-${crypto.randomBytes(6).toString('hex')}`;
    const values = await Promise.all(
      ['first', 'second', 'third'].map((value) =>
        resolveAppSecret(db, name, async () => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          return value;
        }),
      ),
    );
    expect(new Set(values).size).toBe(1);
    expect(['first', 'second', 'third']).toContain(values[0]);
  });

  it('generates nothing once a value is stored', async () => {
    const { db } = await testDatabase();
    const name = `test-${crypto.randomBytes(6).toString('hex')}`;
    expect(await resolveAppSecret(db, name, () => 'kept')).toBe('kept');
    let generated = 0;
    const again = await resolveAppSecret(db, name, () => {
      generated += 1;
      return 'another';
    });
    expect(again).toBe('kept');
    expect(generated).toBe(0);
  });
});
