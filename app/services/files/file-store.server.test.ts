// The disk store: generated keys only, whole files only.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DiskFileStore, newStorageKey } from "./file-store.server";

let root: string;
let store: DiskFileStore;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "veld-store-"));
  store = new DiskFileStore(path.join(root, "uploads"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const text = async (stream: ReadableStream<Uint8Array> | null) =>
  stream ? new Response(stream).text() : null;

describe("DiskFileStore", () => {
  it("keeps bytes under a generated uuid name and gives them back as a stream", async () => {
    const key = newStorageKey(".pdf");
    expect(key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    await store.put(key, new TextEncoder().encode("%PDF-1.4"));
    expect(fs.readdirSync(path.join(root, "uploads"))).toEqual([key]);
    expect(await text(await store.get(key))).toBe("%PDF-1.4");
  });

  it("accepts web and Node streams", async () => {
    await store.put("a.csv", new Response("web,stream\n").body!);
    await store.put("b.csv", Readable.from([Buffer.from("node,"), Buffer.from("stream\n")]));
    expect(await text(await store.get("a.csv"))).toBe("web,stream\n");
    expect(await text(await store.get("b.csv"))).toBe("node,stream\n");
  });

  it("a missing file is null, and deleting it twice is fine", async () => {
    expect(await store.get("missing.pdf")).toBeNull();
    await store.put("gone.pdf", new Uint8Array([1]));
    await store.delete("gone.pdf");
    await store.delete("gone.pdf");
    expect(await store.get("gone.pdf")).toBeNull();
  });

  it("a failed write leaves nothing behind", async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([1, 2]));
        controller.error(new Error("connection reset"));
      },
    });
    await expect(store.put("half.pdf", broken)).rejects.toThrow("connection reset");
    expect(fs.readdirSync(path.join(root, "uploads"))).toEqual([]);
  });

  it.each(["../escape.pdf", "a/b.pdf", "Résumé.pdf", "", ".pdf", "x.pdf/.."])(
    "refuses %j as a key",
    async (key) => {
      await expect(store.put(key, new Uint8Array([1]))).rejects.toThrow(/Not a storage key/);
    },
  );
});
