// The one rule every file store shares: keys are generated (uuid + extension), never a person's
// file name and never a path. Its own module so the disk and the object store can both import it
// without importing each other (fileStore() chooses between them).

const KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}(\.[a-z0-9]{1,10})?$/;

export function isStorageKey(key: string) {
  return KEY_PATTERN.test(key);
}

export function assertStorageKey(key: string) {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

/**
 * Where the scheduled backups lie in the bucket (decision 0119). Never a storage key's shape (a
 * key has no '/'), so the upload sweep, which considers storage keys alone, leaves them be.
 */
export const BACKUPS_PREFIX = "backups/";

/** Whether a bucket key is the store's own: a storage key, and never a backup. */
export function isStoreKey(key: string) {
  return !key.startsWith(BACKUPS_PREFIX) && isStorageKey(key);
}
