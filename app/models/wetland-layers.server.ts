// Wetland layers an admin uploaded for the wetland auto signoff (issue 14 'Auto signoff';
// decision 0072). Not organisation data: one layer covers many organisations (a national map),
// so these are read only behind write:signoff (the service's caller checks it).
import { desc, eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { wetlandLayers } from "~/db/schema";
import { isUuid } from "~/shared/ids";

export type WetlandLayerRow = typeof wetlandLayers.$inferSelect;
export type NewWetlandLayer = Omit<typeof wetlandLayers.$inferInsert, "id" | "createdAt">;

export async function insertWetlandLayer(
  input: NewWetlandLayer,
  executor: Executor = db(),
): Promise<WetlandLayerRow> {
  const [row] = await executor.insert(wetlandLayers).values(input).returning();
  return row!;
}

export async function findWetlandLayer(
  layerId: string,
  executor: Executor = db(),
): Promise<WetlandLayerRow | null> {
  if (!isUuid(layerId)) return null;
  const [row] = await executor.select().from(wetlandLayers).where(eq(wetlandLayers.id, layerId));
  return row ?? null;
}

/** The layers, newest first, without their geometry (a national layer is large). */
export async function listWetlandLayers(executor: Executor = db()) {
  return executor
    .select({
      id: wetlandLayers.id,
      name: wetlandLayers.name,
      polygonCount: wetlandLayers.polygonCount,
      fileId: wetlandLayers.fileId,
      createdAt: wetlandLayers.createdAt,
    })
    .from(wetlandLayers)
    .orderBy(desc(wetlandLayers.createdAt), desc(wetlandLayers.id));
}

/** The newest layer, with its geometry; null when none was uploaded. */
export async function findLatestWetlandLayer(
  executor: Executor = db(),
): Promise<WetlandLayerRow | null> {
  const [row] = await executor
    .select()
    .from(wetlandLayers)
    .orderBy(desc(wetlandLayers.createdAt), desc(wetlandLayers.id))
    .limit(1);
  return row ?? null;
}
