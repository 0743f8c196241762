// Media files in a directory (DATA_DIR/media by default): two-level fan-out by the key's first characters, written
// to a temporary name and renamed, so a reader never sees half a file and two writers of one key never clash.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, contentTypes, type Storage, type StoredExtension } from './contract';

export function createFilesystemStorage(directory: string): Storage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(directory, key.slice(0, 2), key);
  };
  const exists = async (key: string) => {
    try {
      return (await stat(fileOf(key))).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  };
  return {
    kind: 'filesystem',
    exists,
    async put(key, body) {
      if (await exists(key)) return;
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        const body = await readFile(fileOf(key));
        const extension = key.slice(key.lastIndexOf('.') + 1) as StoredExtension;
        return { body, contentType: contentTypes[extension] };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
