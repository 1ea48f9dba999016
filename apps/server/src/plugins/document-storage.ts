import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Where supporting documents' bytes live. The database holds who owns a document
 * and what it is; this holds only bytes under server-made keys, so a bucket
 * (S3-compatible) can replace the local directory without touching the rest.
 */
export interface DocumentStore {
  put(key: string, content: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** A directory on the server's disk, outside anything served over HTTP. */
export class LocalDocumentStore implements DocumentStore {
  constructor(private readonly directory: string) {}

  private pathOf(key: string): string {
    // Keys are made by the server; checking anyway keeps a bad key from ever naming another path.
    if (!KEY_PATTERN.test(key)) throw new Error(`not a document key: ${key}`);
    return path.join(this.directory, key);
  }

  async put(key: string, content: Buffer): Promise<void> {
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    await writeFile(this.pathOf(key), content, { mode: 0o600, flag: 'wx' });
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    documentStore: DocumentStore;
  }
}

async function documentStorage(app: FastifyInstance) {
  app.decorate('documentStore', new LocalDocumentStore(app.config.documentsDir));
}

export default fp(documentStorage, { name: 'document-storage' });
