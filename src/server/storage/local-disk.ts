/** Files under one directory on this machine (default `data/photos`, next to the embedded database). */
import { mkdir, readFile, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertSafeKey, contentTypeOf, type Storage } from './storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

export class LocalDiskStorage implements Storage {
  readonly kind = 'local disk';
  constructor(readonly rootDir: string) {}

  private pathOf(key: string) {
    assertSafeKey(key);
    return join(this.rootDir, ...key.split('/'));
  }

  async put(key: string, body: Uint8Array) {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename: a reader never sees half a file, and a crash leaves only a temp file.
    const temp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temp, body);
    await rename(temp, path);
  }

  async get(key: string) {
    try {
      const body = await readFile(this.pathOf(key));
      return {
        body: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength),
        contentType: contentTypeOf(key),
        size: body.byteLength,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string) {
    await rm(this.pathOf(key), { force: true });
    // Leave no empty folders behind (best effort: a sibling may still be there).
    let dir = dirname(this.pathOf(key));
    while (dir.startsWith(this.rootDir + sep) && dir !== this.rootDir) {
      try {
        await rmdir(dir);
      } catch {
        break;
      }
      dir = dirname(dir);
    }
  }

  async list(prefix: string) {
    assertSafeKey(prefix, { allowEmpty: true });
    const start = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    const base = start ? join(this.rootDir, ...start.split('/')) : this.rootDir;
    let entries: string[];
    try {
      entries = await readdir(base, { recursive: true });
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const keys: string[] = [];
    for (const entry of entries) {
      const key = relative(this.rootDir, join(base, entry)).split(sep).join('/');
      if (key.startsWith(prefix) && !key.endsWith('.tmp')) keys.push(key);
    }
    // readdir lists folders too: keep files only (a key's folder is a prefix of another key).
    return keys.filter((k) => !keys.some((other) => other.startsWith(`${k}/`))).sort();
  }
}
