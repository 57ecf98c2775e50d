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
