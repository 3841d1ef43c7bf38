import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { getStorage } from 'firebase-admin/storage';
import { adminApp } from './firebase';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface StoredMedia {
  bytes: Buffer;
  contentType: string;
}

/** Where photo bytes live (docs/architecture.md#media-store). Paths are relative, e.g. `pets/{uid}/{id}.jpg`. */
export interface MediaStore {
  save(path: string, bytes: Buffer, contentType: ImageType): Promise<void>;
  read(path: string): Promise<StoredMedia | undefined>;
  remove(path: string): Promise<void>;
}

function cloudStorageMediaStore(): MediaStore {
  const bucket = () => getStorage(adminApp()).bucket();
  return {
    async save(path, bytes, contentType) {
      await bucket().file(path).save(bytes, { contentType, resumable: false });
    },
    async read(path) {
      const file = bucket().file(path);
      const [exists] = await file.exists();
      if (!exists) return undefined;
      const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
      return { bytes, contentType: metadata.contentType ?? 'application/octet-stream' };
    },
    async remove(path) {
      await bucket().file(path).delete({ ignoreNotFound: true });
    },
  };
}

/** Only for the Functions emulator on machines where the Storage emulator cannot start. */
function localDiskMediaStore(root: string): MediaStore {
  const fileFor = (path: string) => {
    const full = resolve(root, path);
    if (!full.startsWith(resolve(root))) throw new Error('Media path escapes the media folder');
    return full;
  };
  return {
    async save(path, bytes, contentType) {
      const full = fileFor(path);
      await mkdir(dirname(full), { recursive: true });
      await Promise.all([writeFile(full, bytes), writeFile(`${full}.type`, contentType)]);
    },
    async read(path) {
      try {
        const full = fileFor(path);
        const [bytes, contentType] = await Promise.all([readFile(full), readFile(`${full}.type`, 'utf8')]);
        return { bytes, contentType };
      } catch {
        return undefined;
      }
    },
    async remove(path) {
      const full = fileFor(path);
      await Promise.all([rm(full, { force: true }), rm(`${full}.type`, { force: true })]);
    },
  };
}

let store: MediaStore | undefined;

/**
 * Cloud Storage in production and wherever the Storage emulator runs; the local disk only inside the Functions
 * emulator without it. The local adapter refuses to load anywhere else.
 */
export function mediaStore(): MediaStore {
  if (store) return store;
  const inEmulator = process.env.FUNCTIONS_EMULATOR === 'true' || Boolean(process.env.FIRESTORE_EMULATOR_HOST);
  if (!inEmulator || process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
    store = cloudStorageMediaStore();
  } else {
    const project = process.env.GCLOUD_PROJECT ?? 'demo-petnest';
    store = localDiskMediaStore(
      join(process.env.PETNEST_MEDIA_DIR ?? join(__dirname, '..', '..', '..', '.cache', 'media'), project),
    );
  }
  return store;
}
