// File storage: local disk under DATA_DIR/uploads, served at /uploads/{key}.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.ts';

export type Storage = {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
  publicUrl(key: string): string;
};

export function createStorage(config: Config): Storage {
  const root = path.join(config.dataDir, 'uploads');
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new Error('Invalid storage key');
    return full;
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch {
        return undefined;
      }
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    publicUrl: (key) => `/uploads/${key}`,
  };
}
